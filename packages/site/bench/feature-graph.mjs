// `node packages/site/bench/feature-graph.mjs`: the site's import graph between its top-level folders (static and
// dynamic imports of product code, tests aside), one line per edge with the number of imports. Feature folders must
// have no edge between them (biome's rule enforces it; this prints what the rule allows: features to app/, router/,
// games/; app/ to the features it lists; shell/ to app/). Exits 1 when two features are linked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
/** Folders that are not features: the platform, the router, the frame, shared game code and the test harness. */
const SHARED = new Set(['app', 'router', 'shell', 'games', 'testing']);

function files(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const topOf = (path) => relative(src, path).split(sep)[0];
const edges = new Map();
for (const file of files(src)) {
  const from = topOf(file);
  if (!from || from.endsWith('.ts')) continue;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)) {
    const to = topOf(resolve(dirname(file), match[1]));
    if (!to || to === from || to.startsWith('..')) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, (edges.get(key) ?? 0) + 1);
  }
}

let crossFeature = 0;
for (const [edge, count] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
  const [from, to] = edge.split(' -> ');
  const bad = !SHARED.has(from) && !SHARED.has(to);
  if (bad) crossFeature += 1;
  console.log(`${edge.padEnd(28)} ${String(count).padStart(3)}${bad ? '   between two features' : ''}`);
}
console.log(crossFeature === 0 ? 'no edge between two features' : `${crossFeature} edges between features`);
process.exit(crossFeature === 0 ? 0 : 1);
