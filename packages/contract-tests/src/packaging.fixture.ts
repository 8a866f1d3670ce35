/**
 * Packing the published packages as the registry would get them (`pnpm pack`, so `publishConfig` applies) and
 * installing the tarballs with npm into an empty project, as another product would.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const packagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Packed {
  name: string;
  dir: string;
  tarball: string;
}

/** pnpm as this run was started with it. */
function pnpmCommand(): { file: string; prefix: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.(c|m)?js$/.test(execPath)
      ? { file: process.execPath, prefix: [execPath] }
      : { file: execPath, prefix: [] };
  }
  // The workspace's own pnpm (npm start and npm test install it there), else the one on PATH.
  const local = join(packagesDir, '..', '.tools', 'node_modules', '.bin', 'pnpm');
  return { file: existsSync(local) ? local : 'pnpm', prefix: [] };
}

export async function pnpm(args: string[], cwd: string): Promise<string> {
  const { file, prefix } = pnpmCommand();
  const { stdout } = await run(file, [...prefix, ...args], { cwd, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** Builds a package when its dist is missing (turbo's `^build` normally did it already). */
export async function ensureBuilt(folder: string): Promise<void> {
  const dir = join(packagesDir, folder);
  if (!existsSync(join(dir, 'dist', 'index.js')) || !existsSync(join(dir, 'dist', 'index.d.cts'))) {
    await pnpm(['run', 'build'], dir);
  }
}

/** The folders of the packages this workspace publishes (not `private`), read from their manifests. */
export function publishedFolders(): string[] {
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .filter((folder) => !JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8')).private)
    .sort();
}

/**
 * A copy of the workspace as npm's pack of `folder` needs it: the package's folder (without node_modules), the pack
 * step, the catalogue and every package's manifest (for the versions of `workspace:` dependencies).
 */
function workspaceCopy(folder: string): string {
  const root = join(packagesDir, '..');
  const copy = mkdtempSync(join(tmpdir(), 'platform-npm-pack-'));
  cpSync(join(root, 'scripts', 'pack-manifest.mjs'), join(copy, 'scripts', 'pack-manifest.mjs'));
  cpSync(join(root, 'pnpm-workspace.yaml'), join(copy, 'pnpm-workspace.yaml'));
  for (const group of ['packages', 'apps']) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      const manifest = join(root, group, entry.name, 'package.json');
      if (entry.isDirectory() && existsSync(manifest)) cpSync(manifest, join(copy, group, entry.name, 'package.json'));
    }
  }
  const source = join(packagesDir, folder);
  cpSync(source, join(copy, 'packages', folder), {
    recursive: true,
    filter: (path) => !path.startsWith(join(source, 'node_modules')),
  });
  return join(copy, 'packages', folder);
}

/** Packs a package as the registry would get it, with pnpm (publishConfig applied) or with npm (its prepack does). */
export async function pack(folder: string, destination: string, tool: 'pnpm' | 'npm' = 'pnpm'): Promise<Packed> {
  const dir = join(packagesDir, folder);
  mkdirSync(destination, { recursive: true });
  const before = new Set(readdirSync(destination));
  if (tool === 'pnpm') await pnpm(['pack', '--pack-destination', destination], dir);
  else {
    // npm's pack rewrites the manifest for its duration (scripts/pack-manifest.mjs): run it in a copy of the
    // workspace's shape, so the tests running beside this one never read a published manifest in the real tree.
    await run('npm', ['pack', '--silent', '--pack-destination', destination], {
      cwd: workspaceCopy(folder),
      // As from a shell: without the npm_* settings pnpm gave this test run (npm would read them as its own).
      env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
      maxBuffer: 16 * 1024 * 1024,
    });
  }
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz') && !before.has(file));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${folder}`);
  return { name: folder, dir, tarball: join(destination, tarball) };
}

/**
 * Runs `task` on every item, one per core at a time, and gives the results in the items' order. The packing steps are
 * child processes that each keep a core busy for a second or two; one after another they left the other core idle.
 */
export async function mapPooled<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), items.length) }, worker));
  return results;
}

/** An empty project with the tarballs installed by npm (the registry only for third-party packages, cache first). */
export async function installTarballs(tarballs: readonly string[]): Promise<string> {
  const project = mkdtempSync(join(tmpdir(), 'platform-consumer-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }, null, 2));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], {
    cwd: project,
    maxBuffer: 16 * 1024 * 1024,
  });
  return project;
}

/** Runs a script with plain Node and parses the one JSON line it prints. */
export async function runNode(script: string, env: Record<string, string>): Promise<Record<string, unknown>> {
  const { stdout } = await run(process.execPath, [script], { cwd: dirname(script), env: { ...process.env, ...env } });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
}

export { run as execFileAsync };
