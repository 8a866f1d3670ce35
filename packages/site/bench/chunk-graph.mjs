// The chunk graph of a built merchant app, read from its files: which chunks a chunk imports statically, their
// gzipped sizes, and the closure of a chunk (itself and everything it imports statically, which the browser fetches
// with it through Vite's module preload).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @param {string} dist the app's build folder (index.html and assets/) */
export function readChunkGraph(dist) {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(assets, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const imports = (file) =>
    [
      ...readFileSync(join(assets, file), 'utf8').matchAll(
        /(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
      ),
    ].map((m) => m[1]);
  const sourcesOf = (file) => {
    const map = join(assets, `${file}.map`);
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
  };
  const closure = (start, seen = new Set()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const next of imports(start)) closure(next, seen);
    return seen;
  };
  const entry = readFileSync(join(dist, 'index.html'), 'utf8').match(/src="\/assets\/([^"]+\.js)"/)?.[1];
  if (!entry) throw new Error(`${dist}/index.html names no entry script`);
  /**
   * The chunk that holds the module `name` (a file `name.tsx` or `name.ts`): the chunk named after it (Vite names a
   * chunk after its first module: HomePage-<hash>.js), else the one whose source map lists it (a chunk group of
   * vite.shared.ts holds several lazy modules under one name).
   */
  const chunkOf = (name) => {
    const file =
      files.find((f) => f.startsWith(`${name}-`)) ??
      files.find((f) => sourcesOf(f).some((source) => source.match(/([^/]+)\.tsx?$/)?.[1] === name));
    if (!file) throw new Error(`no chunk holds ${name} in ${dist}: the bench's table of routes needs updating`);
    return file;
  };
  const bytes = (set) => [...set].reduce((sum, file) => sum + gz(file), 0);
  return { files, entry, gz, closure, chunkOf, bytes };
}
