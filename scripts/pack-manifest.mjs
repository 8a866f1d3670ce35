#!/usr/bin/env node
/**
 * Makes a published package's tarball installable by npm whichever tool packs it.
 *
 * `pnpm pack` and `pnpm publish` rewrite `workspace:` and `catalog:` versions and apply `publishConfig`; `npm pack`
 * does none of it, so its tarball carried `workspace:^`, `catalog:` and the `@platform/source` export condition (which
 * points at `src/`, not in the tarball), and npm could not install it. npm runs the `prepack` and `postpack` scripts,
 * so for npm the manifest is rewritten here for the time of the pack and restored after (under pnpm they do nothing):
 *
 *   prepack   package.json → package.json.workspace (kept), package.json = the manifest as published
 *   postpack  package.json.workspace → package.json
 *
 * The published manifest: `publishConfig`'s fields applied (the exports without the source condition), every
 * `workspace:` range turned into the sibling's version (`workspace:^` → `^1.2.3`), every `catalog:` into the
 * catalogue's version of pnpm-workspace.yaml, and the two pack scripts left out.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BACKUP = 'package.json.workspace';
/** publishConfig fields that replace the manifest's own when published (what pnpm applies). */
const PUBLISHED_FIELDS = ['exports', 'main', 'module', 'types', 'typings', 'typesVersions', 'bin', 'browser'];
const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'];

/** The `catalog:` block of pnpm-workspace.yaml as { name: version } (the file's own simple YAML). */
export function readCatalog(text) {
  const catalog = {};
  let inside = false;
  for (const line of text.split('\n')) {
    if (/^catalog:\s*$/.test(line)) {
      inside = true;
      continue;
    }
    if (!inside) continue;
    if (/^\S/.test(line)) break;
    const entry = /^\s+("?)([^"\s:][^"]*?)\1:\s*(\S+)\s*$/.exec(line);
    if (entry) catalog[entry[2]] = entry[3].replace(/^["']|["']$/g, '');
  }
  return catalog;
}

/** The versions of the workspace's packages, by name. */
function workspaceVersions() {
  const versions = {};
  for (const folder of ['packages', 'apps']) {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const file = join(root, folder, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      versions[manifest.name] = manifest.version;
    }
  }
  return versions;
}

function resolveRange(name, range, { catalog, versions }) {
  if (range.startsWith('workspace:')) {
    const version = versions[name];
    if (!version) throw new Error(`${name}: ${range} names no package of the workspace`);
    const wanted = range.slice('workspace:'.length);
    if (wanted === '*' || wanted === '') return version;
    if (wanted === '^' || wanted === '~') return `${wanted}${version}`;
    return wanted;
  }
  if (range === 'catalog:' || range === 'catalog:default') {
    const version = catalog[name];
    if (!version) throw new Error(`${name}: catalog: but pnpm-workspace.yaml's catalogue has no ${name}`);
    return version;
  }
  return range;
}

/** The manifest as it is published (pure: the tests call it). */
export function publishedManifest(manifest, context) {
  const published = { ...manifest };
  const { publishConfig = {} } = manifest;
  const rest = { ...publishConfig };
  for (const field of PUBLISHED_FIELDS) {
    if (field in publishConfig) {
      published[field] = publishConfig[field];
      delete rest[field];
    }
  }
  if (Object.keys(rest).length > 0) published.publishConfig = rest;
  else delete published.publishConfig;
  for (const field of DEPENDENCY_FIELDS) {
    if (!manifest[field]) continue;
    published[field] = Object.fromEntries(
      Object.entries(manifest[field]).map(([name, range]) => [name, resolveRange(name, range, context)]),
    );
  }
  if (published.scripts) {
    const { prepack: _prepack, postpack: _postpack, ...scripts } = published.scripts;
    published.scripts = scripts;
  }
  return published;
}

function main(step, dir) {
  // pnpm applies publishConfig and resolves workspace: and catalog: itself, without touching the file: leave it be, so a
  // pnpm pack beside running tests (which read the manifest's source condition) changes nothing they see.
  if (/pnpm/.test(process.env.npm_execpath ?? '')) return;
  const file = join(dir, 'package.json');
  const backup = join(dir, BACKUP);
  if (step === 'prepack') {
    if (existsSync(backup)) {
      throw new Error(
        `${backup} exists: a pack was interrupted. Restore it with \`node scripts/pack-manifest.mjs postpack\`.`,
      );
    }
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const context = {
      catalog: readCatalog(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')),
      versions: workspaceVersions(),
    };
    const published = publishedManifest(manifest, context);
    copyFileSync(file, backup);
    writeFileSync(file, `${JSON.stringify(published, null, 2)}\n`);
    return;
  }
  if (step === 'postpack') {
    if (existsSync(backup)) renameSync(backup, file);
    return;
  }
  throw new Error(`usage: pack-manifest.mjs prepack|postpack (got ${step})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv[2], process.cwd());
  } catch (error) {
    process.stderr.write(`pack-manifest: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
