// `node packages/site/bench/feature-graph.mjs`: the site's import graph between its top-level folders (static and
// dynamic imports of product code, tests aside), one line per edge with the number of imports. Feature folders must
// have no edge between them, and a feature imports no folder without a manifest but the kits (biome's rule enforces it;
// this prints what the rule allows: features to app/, router/ and testing/; app/ to the features it lists; shell/ to
// app/). Exits 1 on an edge between two features or from a feature into a folder that is neither a feature nor a kit.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
/** Folders that are not features: the platform, the router, the frame and the test harness. */
const SHARED = new Set(['app', 'router', 'shell', 'testing']);
/** What a feature may import of the site besides its own folder (site README, "Feature anatomy"). */
const KITS = new Set(['app', 'router', 'testing']);
/** A feature is a folder with its manifest, `<folder>/<folder>.feature.ts`. */
const isFeature = (folder) => {
  try {
    return statSync(join(src, folder, `${folder}.feature.ts`)).isFile();
  } catch {
    return false;
  }
};

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
let intoNonKit = 0;
for (const [edge, count] of [...edges].sort(([a], [b]) => a.localeCompare(b))) {
  const [from, to] = edge.split(' -> ');
  const between = !SHARED.has(from) && !SHARED.has(to);
  const nonKit = isFeature(from) && !isFeature(to) && !KITS.has(to);
  if (between) crossFeature += 1;
  if (nonKit) intoNonKit += 1;
  const note = between ? '   between two features' : nonKit ? '   into a folder without a manifest' : '';
  console.log(`${edge.padEnd(28)} ${String(count).padStart(3)}${note}`);
}
console.log(crossFeature === 0 ? 'no edge between two features' : `${crossFeature} edges between features`);
console.log(
  intoNonKit === 0
    ? 'no edge from a feature into a folder without a manifest but the kits'
    : `${intoNonKit} edges from a feature into a folder without a manifest`,
);
process.exit(crossFeature === 0 && intoNonKit === 0 ? 0 : 1);
