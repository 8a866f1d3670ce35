// The one Vitest set-up of every package: workspace packages resolve to their TypeScript source
// (the `@platform/source` export condition, see vite.shared.ts), so tests never need a build first.
import { availableParallelism } from 'node:os';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { platformSource, vanillaExtract } from './vite.shared.ts';

export interface PackageTestOptions {
  /**
   * Where the tests run. `dom` (the React packages): `*.test.tsx` files in a browser-like DOM (`domEnvironment`),
   * `*.test.ts` files in plain Node, which starts far quicker; a `.test.ts` file that needs a DOM says so in its first
   * lines (`// @vitest-environment happy-dom`, or `jsdom` where happy-dom falls short). @default 'node'
   */
  environment?: 'node' | 'dom';
  /** The DOM of `environment: 'dom'`. @default 'happy-dom' */
  domEnvironment?: 'happy-dom' | 'jsdom';
  /** Line coverage the package must keep; undefined turns coverage off. */
  coverage?: number;
  setupFiles?: string[];
  /** Compile `.css.ts` files (ui-kit, site). */
  styles?: boolean;
  plugins?: ViteUserConfig['plugins'];
  /**
   * A test's (and a set-up hook's) time limit. Limits catch hangs, never slowness: a test that is merely slow on a
   * 2-core machine at load 10 passes. @default 60_000
   */
  testTimeout?: number;
  include?: string[];
  exclude?: string[];
}

/** The globs narrowed to one extension (`.test.{ts,tsx}` becomes `.test.ts` for `ts`). */
function onlyExtension(globs: string[], extension: 'ts' | 'tsx'): string[] {
  return globs.map((glob) => glob.replace(/\{ts,tsx\}$/, extension)).filter((glob) => glob.endsWith(`.${extension}`));
}

export function packageTestConfig(options: PackageTestOptions = {}) {
  const { environment = 'node', coverage, setupFiles = [], plugins = [], testTimeout = 60_000 } = options;
  const include = options.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
  return defineConfig({
    plugins: [...(options.styles ? vanillaExtract() : [platformSource()]), ...plugins],
    test: {
      // Every core (Vitest's own default leaves one free): \`npm test\` runs two packages at a time, and a package that
      // runs alone at the end of the phase then still uses the whole machine.
      maxWorkers: availableParallelism(),
      // Child processes (Vitest's default pool). Worker threads measured faster alone (the sandbox's suite 118 core-s
      // instead of 177, the site's 110 instead of 133) but gained nothing in the cold \`npm test\` on 2 cores, where
      // the packages run two at a time: the phase took 404 s and 408 s with threads, 354 s and 392 s with processes.
      pool: 'forks',
      environment: 'node',
      ...(environment === 'dom'
        ? {
            projects: [
              {
                extends: true,
                test: {
                  name: 'node',
                  include: onlyExtension(include, 'ts'),
                  // One module cache per worker for the plain files (no DOM, no rendered roots, no shared address):
                  // the site's 47 took 46 core-seconds, 25 so.
                  isolate: false,
                },
              },
              {
                extends: true,
                test: {
                  name: 'dom',
                  environment: options.domEnvironment ?? 'happy-dom',
                  include: onlyExtension(include, 'tsx'),
                  // The component files share a worker's modules and its one DOM too. Isolated, each file built a
                  // fresh DOM and imported React, Radix, TanStack and the package again: the site's whole suite took
                  // 101-109 core-seconds, 53-63 so (53 s on the clock instead of 103 at a load of 6); the ui-kit's
                  // 54-63, 18-23. What a file can leave behind is put back before the next one starts
                  // (ui-kit test/page.reset.ts: the page's nodes and attributes, address, storage, cookies, timers,
                  // stubs; the site's test/setup.ts: module-level state through its reset functions). A component
                  // test must not count on a module's first evaluation: React, for one, asks for a preloaded picture
                  // once per document, so such tests use pictures of their own.
                  isolate: false,
                },
              },
            ],
          }
        : {}),
      setupFiles,
      testTimeout,
      // Set-up hooks (a beforeAll that compiles lazy chunks, a server start) get the same room as the tests.
      hookTimeout: testTimeout,
      // With projects, each project has its own list (a list set here would be added to theirs, not replaced).
      ...(environment === 'dom' ? {} : { include }),
      exclude: options.exclude ?? ['**/node_modules/**', '**/dist/**'],
      passWithNoTests: true,
      coverage:
        coverage === undefined
          ? { enabled: false }
          : {
              enabled: true,
              provider: 'v8',
              include: ['src/**/*.ts'],
              exclude: ['src/**/*.test.ts', 'src/**/*.stories.tsx', 'src/**/index.ts', 'src/**/*.d.ts'],
              reporter: ['text-summary'],
              thresholds: { lines: coverage },
            },
    },
  });
}
