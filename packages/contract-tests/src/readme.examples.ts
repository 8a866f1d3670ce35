/**
 * The code examples of the published packages' READMEs, as a test compiles and runs them (readme.examples.test.ts).
 *
 * Every ```ts, ```tsx and ```js block of a README is an example. An HTML comment right before the block (invisible on
 * the rendered page) can give it what it assumes and does not show, and say it runs:
 *
 *     <!-- example run
 *     declare const status: { defaultLanguage: string };
 *     -->
 *     ```ts
 *     ...
 *
 * The lines after `example` are put before the block when it is compiled (declarations of the page's own objects,
 * type imports); `run` makes the test run the compiled block with Node against a sandbox; `file=<name>` writes the
 * block as that file, so that a later example can import it (`./theme.tokens`), as in an app.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReadmeExample {
  /** `<package folder>-<n>`, n counting the README's examples from 1. */
  name: string;
  folder: string;
  language: 'ts' | 'tsx' | 'js';
  code: string;
  context: string;
  run: boolean;
  /** The file name a later example imports it by, when the comment gives one. */
  file?: string;
  /** The README line the block starts on (1-based), for messages. */
  line: number;
}

const FENCE = /^```(ts|tsx|js)\s*$/;
const COMMENT_START = /^<!--\s*example\b(.*)$/;

export function readmeExamples(packagesDir: string, folder: string): ReadmeExample[] {
  const lines = readFileSync(join(packagesDir, folder, 'README.md'), 'utf8').split('\n');
  const examples: ReadmeExample[] = [];
  let pending: { context: string[]; run: boolean; file?: string } | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const comment = COMMENT_START.exec(line);
    if (comment) {
      const head = (comment[1] ?? '').replace(/-->\s*$/, '');
      const context: string[] = [];
      let closed = /-->\s*$/.test(line);
      while (!closed && index + 1 < lines.length) {
        index += 1;
        const next = lines[index] ?? '';
        if (/^\s*-->\s*$/.test(next)) closed = true;
        else context.push(next);
      }
      const file = /\bfile=(\S+)/.exec(head)?.[1];
      pending = { context, run: /\brun\b/.test(head), ...(file ? { file } : {}) };
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const start = index + 1;
      const code: string[] = [];
      while (index + 1 < lines.length && !/^```\s*$/.test(lines[index + 1] ?? '')) {
        index += 1;
        code.push(lines[index] ?? '');
      }
      index += 1;
      examples.push({
        name: `${folder}-${examples.length + 1}`,
        folder,
        language: fence[1] as ReadmeExample['language'],
        code: code.join('\n'),
        context: pending?.context.join('\n') ?? '',
        run: pending?.run ?? false,
        ...(pending?.file ? { file: pending.file } : {}),
        line: start,
      });
      pending = null;
      continue;
    }
    if (line.trim() !== '') pending = null;
  }
  return examples;
}

/** The source file of an example: its context, the block, and `export {}` so each file is a module of its own. */
export function exampleSource(example: ReadmeExample): { file: string; text: string } {
  const extension = example.language === 'tsx' ? 'tsx' : 'ts';
  const text = [
    `// ${example.folder}/README.md, line ${example.line}`,
    example.context,
    example.code,
    'export {};',
    '',
  ].join('\n');
  return { file: example.file ?? `${example.name}.${extension}`, text };
}

/** The compiler options of the examples: strict, as another product's code base would be. */
export const EXAMPLES_TSCONFIG = {
  compilerOptions: {
    strict: true,
    exactOptionalPropertyTypes: false,
    // A bundler's resolution, as the browser examples' apps have (extensionless relative imports); the examples that
    // run import only packages.
    module: 'esnext',
    moduleResolution: 'bundler',
    target: 'es2022',
    lib: ['es2022', 'dom', 'dom.iterable'],
    jsx: 'react-jsx',
    types: ['node'],
    skipLibCheck: true,
    outDir: 'out',
    rootDir: '.',
  },
  include: ['*.ts', '*.tsx'],
} as const;

/** What a bundler's client types declare (vite/client): stylesheets import as modules. */
export const EXAMPLES_AMBIENT = "declare module '*.css';\n";
