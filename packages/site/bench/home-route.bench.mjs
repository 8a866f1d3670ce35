// `pnpm --filter @platform/site bench`: the JS the home route loads for a visitor, per merchant app, gzipped, beside
// the budgets of ARCHITECTURE.md. Builds each app into a temporary folder and follows the chunk graph: the entry
// chunk and its static imports, then the lazy chunks the home page loads at once (the page, the games block, the
// login links) and theirs. The language catalogue (one per visit) is reported apart: it is data, not code.
// (Measured the same way in Chromium on the sandbox: the figures agree within 0.1 kB.)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const budgets = { homeRouteKb: 150, lazyChunkKb: 50 };
/** The chunks the home page loads as soon as it renders (lazy imports by module name). */
const homeChunks = ['HomePage', 'HomeGames', 'HeaderLogin'];
const appsDir = fileURLToPath(new URL('../../../apps/', import.meta.url));
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);

function measure(dist) {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const code = (f) => readFileSync(join(assets, f), 'utf8');
  const gz = (f) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
  const imports = (f) =>
    [...code(f).matchAll(/(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
  const closure = (start, seen) => {
    if (seen.has(start)) return;
    seen.add(start);
    for (const next of imports(start)) closure(next, seen);
  };
  const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)[1];
  const home = new Set();
  closure(entry, home);
  const entryBytes = [...home].reduce((sum, f) => sum + gz(f), 0);
  for (const name of homeChunks) {
    const file = files.find((f) => f.startsWith(`${name}-`));
    if (file) closure(file, home);
  }
  const homeBytes = [...home].reduce((sum, f) => sum + gz(f), 0);
  const catalogues = files.filter((f) => /^(cn|tw|en|ja|th|vi)-/.test(f)).map(gz);
  const lazy = files
    .filter((f) => !home.has(f))
    .map((f) => [f, gz(f)])
    .sort((a, b) => b[1] - a[1]);
  return { entryBytes, homeBytes, catalogue: Math.max(...catalogues), lazy };
}

for (const dir of readdirSync(appsDir)
  .filter((d) => d.startsWith('merchant-'))
  .sort()) {
  const out = mkdtempSync(join(tmpdir(), `site-bench-${dir}-`));
  try {
    execFileSync(
      join(appsDir, '..', 'node_modules/.bin/vite'),
      ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: join(appsDir, dir),
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const { entryBytes, homeBytes, catalogue, lazy } = measure(out);
    const verdict = homeBytes / 1024 <= budgets.homeRouteKb ? 'within' : 'OVER';
    console.log(`${dir}`);
    console.log(`  entry chunk + static imports ${kb(entryBytes)} kB`);
    console.log(`  home route JS (visitor)      ${kb(homeBytes)} kB   budget ${budgets.homeRouteKb} kB: ${verdict}`);
    console.log(`  + one language catalogue     ${kb(catalogue)} kB   (at most)`);
    const [largest, size] = lazy[0] ?? ['-', 0];
    const lazyVerdict = size / 1024 <= budgets.lazyChunkKb ? 'within' : 'OVER';
    console.log(
      `  largest lazy chunk           ${kb(size)} kB   budget ${budgets.lazyChunkKb} kB: ${lazyVerdict} (${largest})`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
