/**
 * The packages as another product gets them: every published package packed twice, with pnpm and with npm (the two
 * tarballs of a package must hold the same files, the same bytes but for the manifest's key order; pnpm's are installed by npm into an empty project),
 * checked with publint and are-the-types-wrong, every export entry loaded from plain Node as ESM and as CommonJS, and
 * the api-client used from plain Node scripts against a sandbox this test starts.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { errorTable } from '@platform/api-client';
import type { RunningSandbox } from '@platform/sandbox';
import { publint } from 'publint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumer, startTypeChecks, type TypeCheckReport } from './packaging.checks';
import {
  ensureBuilt,
  execFileAsync,
  installTarballs,
  mapPooled,
  type Packed,
  pack,
  packagesDir,
  publishedFolders,
  runNode,
} from './packaging.fixture';
import {
  EXAMPLES_AMBIENT,
  EXAMPLES_TSCONFIG,
  exampleSource,
  type ReadmeExample,
  readmeExamples,
} from './readme.examples';
import { SANDBOX_START_TIMEOUT_MS, startContractSandbox } from './sandbox.fixture';

const PACKAGES = publishedFolders();
const TOOLS = ['pnpm', 'npm'] as const;
const SETUP_TIMEOUT_MS = 600_000;

let sandbox: RunningSandbox;
let packs: string;
/** The project where npm installed pnpm's tarballs (npm's are the same bytes: see the first test). */
let project: string;
const packed = new Map<string, Packed>();
let typeChecks = new Map<string, Promise<TypeCheckReport>>();
/** The workspace's manifests before packing: tests beside this one read them (their source condition). */
const manifestsBefore = new Map<string, string>();
const manifestOf = (folder: string) => join(packagesDir, folder, 'package.json');

beforeAll(async () => {
  const [started] = await Promise.all([
    startContractSandbox(),
    (async () => {
      for (const folder of PACKAGES) await ensureBuilt(folder);
      for (const folder of PACKAGES) manifestsBefore.set(folder, readFileSync(manifestOf(folder), 'utf8'));
      packs = mkdtempSync(join(tmpdir(), 'platform-packs-'));
      // npm's packs run in copies of the workspace (packaging.fixture.ts): the real manifests are never rewritten.
      // Each pack writes into a folder of its own, as pack() finds its tarball as the folder's new file.
      const jobs = TOOLS.flatMap((tool) => PACKAGES.map((folder) => ({ tool, folder })));
      const tarballs = await mapPooled(jobs, ({ tool, folder }) => pack(folder, join(packs, tool, folder), tool));
      for (const [index, { tool, folder }] of jobs.entries()) packed.set(`${tool}:${folder}`, tarballs[index]!);
      typeChecks = startTypeChecks(PACKAGES, (folder) => packed.get(`pnpm:${folder}`)!.tarball);
      project = await installTarballs(PACKAGES.map((folder) => packed.get(`pnpm:${folder}`)!.tarball));
    })(),
  ]);
  sandbox = started;
}, SETUP_TIMEOUT_MS + SANDBOX_START_TIMEOUT_MS);

afterAll(async () => {
  await sandbox?.close();
  for (const dir of [project, packs]) if (dir) rmSync(dir, { recursive: true, force: true });
});

it('packs without rewriting the workspace manifests the tests beside it read', () => {
  for (const folder of PACKAGES)
    expect(readFileSync(manifestOf(folder), 'utf8'), folder).toBe(manifestsBefore.get(folder));
});

it('publishes every package of the workspace that is not private', () => {
  expect(PACKAGES).toEqual(expect.arrayContaining(['api-client', 'crypto', 'sandbox', 'ui-kit']));
  expect(PACKAGES).toHaveLength(12);
});

/** The JavaScript entries of a manifest's exports ('.', './contract'...), not package.json or stylesheets. */
function codeEntries(manifest: { exports: Record<string, unknown> }): string[] {
  return Object.keys(manifest.exports).filter((entry) => !/\.(json|css)$/.test(entry));
}

/** Every file of a tarball, by its path inside the package, as its bytes in base64. */
async function tarballFiles(tarball: string): Promise<Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'platform-unpack-'));
  try {
    await execFileAsync('tar', ['-xzf', tarball, '-C', dir]);
    const root = join(dir, 'package');
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    return Object.fromEntries(
      files.sort().map((file) => [relative(root, file), readFileSync(file).toString('base64')] as const),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it.each(PACKAGES)('@platform/%s: npm packs the same files as pnpm, byte for byte', async (folder) => {
  const fromPnpm = await tarballFiles(packed.get(`pnpm:${folder}`)!.tarball);
  const fromNpm = await tarballFiles(packed.get(`npm:${folder}`)!.tarball);
  expect(Object.keys(fromNpm)).toEqual(Object.keys(fromPnpm));
  // The manifest is the same object (npm writes its keys in another order and ends the file with a newline).
  const manifest = (files: Record<string, string>) =>
    JSON.parse(Buffer.from(files['package.json'] ?? '', 'base64').toString('utf8')) as unknown;
  expect(manifest(fromNpm)).toEqual(manifest(fromPnpm));
  for (const file of Object.keys(fromPnpm).filter((name) => name !== 'package.json'))
    expect(fromNpm[file] === fromPnpm[file], `${folder}/${file}: the same bytes`).toBe(true);
});

describe('packed and installed with npm', () => {
  it.each(PACKAGES)(
    '@platform/%s: a manifest npm understands, every entry loads as ESM and as CommonJS',
    async (folder) => {
      const dir = join(project, 'node_modules', '@platform', folder);
      const text = readFileSync(join(dir, 'package.json'), 'utf8');
      expect(text).not.toMatch(/"(workspace|catalog):/);
      const manifest = JSON.parse(text) as { name: string; exports: Record<string, unknown>; scripts?: object };
      // The workspace's source condition points at src/, which is not in the tarball.
      expect(JSON.stringify(manifest.exports)).not.toContain('@platform/source');
      expect(manifest.scripts).not.toHaveProperty('prepack');
      for (const entry of codeEntries(manifest)) {
        const specifier = `${manifest.name}${entry.slice(1)}`;
        const esm = join(project, `load-${folder}.mjs`);
        writeFileSync(
          esm,
          `const m = await import(${JSON.stringify(specifier)});\nconsole.log(JSON.stringify({ exports: Object.keys(m).length }));\n`,
        );
        const cjs = join(project, `load-${folder}.cjs`);
        writeFileSync(
          cjs,
          `const m = require(${JSON.stringify(specifier)});\nconsole.log(JSON.stringify({ exports: Object.keys(m).length }));\n`,
        );
        const [fromEsm, fromCjs] = [await runNode(esm, {}), await runNode(cjs, {})];
        expect(fromEsm.exports, `${specifier} as ESM`).toBeGreaterThan(0);
        expect(fromCjs.exports, `${specifier} as CommonJS`).toBeGreaterThan(0);
      }
    },
  );
});

describe.each(PACKAGES)('@platform/%s as published', (folder) => {
  it('passes publint (no errors, no warnings)', async () => {
    const { tarball } = packed.get(`pnpm:${folder}`)!;
    const bytes = readFileSync(tarball);
    const result = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      level: 'warning',
    });
    expect(result.messages).toEqual([]);
  });

  it('passes are-the-types-wrong in every resolution mode', async () => {
    const report = await typeChecks.get(folder);
    expect(report?.analysis.problems).toEqual([]);
  });
});

describe('a plain Node program of another product', () => {
  const expected = {
    keyId: 'aurum-1',
    visitor: { isApiError: true, isSessionEnded: true, code: 'CUSTOMER_NOT_LOGIN' },
    ended: ['CUSTOMER_NOT_LOGIN'],
    rows: Object.keys(errorTable).length,
    // An encrypted post the sandbox decrypted and answered (it refuses plain text before looking at the account).
    login: { code: 'login.password.incorrect', status: 200 },
  };

  it('calls the sandbox as ESM (.mjs)', async () => {
    const script = join(project, 'consumer.mjs');
    writeFileSync(script, consumer('import', 'nobody-esm'));
    expect(await runNode(script, { SANDBOX_URL: sandbox.url })).toEqual(expected);
  });

  it('calls the sandbox as CommonJS (.cjs)', async () => {
    const script = join(project, 'consumer.cjs');
    writeFileSync(script, consumer('require', 'nobody-cjs'));
    expect(await runNode(script, { SANDBOX_URL: sandbox.url })).toEqual(expected);
  });
});

describe("the READMEs' examples, as another product's strict TypeScript", () => {
  const examples: ReadmeExample[] = PACKAGES.flatMap((folder) => readmeExamples(packagesDir, folder));
  /** tsc's error lines by example file. */
  const diagnostics = new Map<string, string[]>();
  let dir: string;

  beforeAll(async () => {
    // What a React app in TypeScript has besides the packages: the types of React and Node.
    const catalogue = readFileSync(join(packagesDir, '..', 'pnpm-workspace.yaml'), 'utf8');
    const version = (name: string) => new RegExp(`"${name}": (\\S+)`).exec(catalogue)?.[1] ?? 'latest';
    await execFileAsync(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...['@types/react', '@types/react-dom', '@types/node'].map((name) => `${name}@${version(name)}`),
      ],
      { cwd: project, maxBuffer: 16 * 1024 * 1024 },
    );
    dir = join(project, 'examples');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(EXAMPLES_TSCONFIG, null, 2));
    writeFileSync(join(dir, 'assets.d.ts'), EXAMPLES_AMBIENT);
    for (const example of examples) {
      const { file, text } = exampleSource(example);
      writeFileSync(join(dir, file), text);
    }
    const tsc = join(packagesDir, '..', 'node_modules', 'typescript', 'bin', 'tsc');
    const outcome = await execFileAsync(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    for (const line of outcome.stdout.split('\n').filter((text) => text.includes('error TS'))) {
      const file = line.split('(')[0] ?? '';
      diagnostics.set(file, [...(diagnostics.get(file) ?? []), line]);
    }
  }, SETUP_TIMEOUT_MS);

  it('finds the examples of every published package', () => {
    expect(new Set(examples.map((example) => example.folder))).toEqual(new Set(PACKAGES));
  });

  it.each(examples.map((example) => [example.name, example] as const))('%s compiles', (_name, example) => {
    expect(diagnostics.get(exampleSource(example).file) ?? []).toEqual([]);
  });

  /** What each runnable example prints, by the comments beside it in its README. */
  const printed: Record<string, RegExp> = {
    'api-client-1': /^\d+(\.\d+)? [A-Z]{3}$/m, // balance.sumBalance, balance.currency
    'sandbox-1': /^http:\/\/127\.0\.0\.1:\d+$/m, // sandbox.url
  };

  it.each(examples.filter((example) => example.run).map((example) => [example.name, example] as const))(
    '%s runs',
    async (name, example) => {
      const script = join(dir, 'out', exampleSource(example).file.replace(/\.tsx?$/, '.js'));
      const { stdout } = await execFileAsync(process.execPath, [script], {
        cwd: dir,
        env: { ...process.env, API_ORIGIN: sandbox.url, PASSWORD: 'Demo1234' },
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(printed[name], `say what ${name} prints`).toBeDefined();
      expect(stdout).toMatch(printed[name]!);
    },
    SANDBOX_START_TIMEOUT_MS * 2,
  );
});

describe('the client bundle', () => {
  it('loads no zod at run time (the schemas stay in the contract entry)', () => {
    const dist = join(packagesDir, 'api-client', 'dist');
    for (const file of ['index.js', 'index.cjs']) {
      const code = readFileSync(join(dist, file), 'utf8');
      expect(code).not.toMatch(/from ['"]zod|require\(['"]zod/);
      expect(code).toMatch(/from ['"]ky['"]|require\(['"]ky['"]\)/);
    }
  });
});
