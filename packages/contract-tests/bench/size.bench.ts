/**
 * The client's size in a browser app, gzipped, without ky (target: at most 12 kB): the built ESM entry of
 * @platform/api-client bundled and minified by esbuild with ky external, gzipped with zlib at level 9. Measured with
 * @platform/crypto inside (what an app ships besides ky) and without it, for the whole entry and for an app that
 * imports only `createApiClient` (the package is `sideEffects: false`, so the rest is shaken out).
 */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureBuilt } from '../src/packaging.fixture';
import { heading, line } from './bench.report';

const BUDGET_BYTES = 12 * 1024;
const here = dirname(fileURLToPath(import.meta.url));
const esbuild = join(here, '..', '..', '..', 'node_modules', '.bin', 'esbuild');

/** esbuild reads the entry from stdin, resolving imports from this package (so `@platform/api-client` is the built one). */
function runWithStdin(args: string[], input: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      esbuild,
      args,
      { cwd: join(here, '..'), encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(input);
  });
}

async function measure(entry: string, external: readonly string[]) {
  const args = [
    '--bundle',
    '--minify',
    '--format=esm',
    '--platform=browser',
    '--target=es2022',
    '--log-level=error',
    '--loader=js',
  ];
  const code = await runWithStdin([...args, ...external.map((name) => `--external:${name}`)], entry);
  return { raw: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

export async function benchSize(): Promise<{ gzippedBytes: number }> {
  await ensureBuilt('crypto');
  await ensureBuilt('api-client');
  const whole = "export * from '@platform/api-client';";
  const minimal =
    "import { createApiClient } from '@platform/api-client';\n" +
    "export const client = createApiClient({ baseUrl: location.origin, merchantCode: 'M' });";
  const rows = [
    { label: 'whole entry, with @platform/crypto', entry: whole, external: ['ky'] },
    { label: 'createApiClient only, with @platform/crypto', entry: minimal, external: ['ky'] },
    { label: 'whole entry, without @platform/crypto', entry: whole, external: ['ky', '@platform/crypto'] },
  ];
  heading('Size of @platform/api-client in a browser bundle (esbuild, minified, gzip -9, ky external)');
  let headline = 0;
  for (const row of rows) {
    const size = await measure(row.entry, row.external);
    if (headline === 0) headline = size.gzipped;
    line(
      row.label,
      `${kB(size.gzipped)} gzipped (${kB(size.raw)} min)`,
      `at most ${kB(BUDGET_BYTES)}`,
      size.gzipped <= BUDGET_BYTES,
    );
  }
  const ky = await measure("export { default } from 'ky';", []);
  console.log(`  (for reference, ky itself: ${kB(ky.gzipped)} gzipped)`);
  return { gzippedBytes: headline };
}
