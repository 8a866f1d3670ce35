import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { appsDir, type MerchantApp } from './merchants';

/** The sandbox's command-line entry (its built `dist/cli.js`). */
export const sandboxBin = join(appsDir, '..', 'packages', 'sandbox', 'bin', 'platform-sandbox.js');

/**
 * Where every sandbox of a run keeps the sites' compressed files (the CLI's `--site-cache`): the first sandbox
 * compresses a build's files (about 5 s of CPU for the two sites), every later one reads them.
 */
export const siteCacheDir = join(appsDir, 'e2e', 'node_modules', '.cache', 'platform-sandbox', 'sites');

export interface SandboxProcessOptions {
  /** The merchant sites to serve (built into each app's `dist`). */
  apps: readonly MerchantApp[];
  /** The API and control port; 0 picks a free one. @default 0 */
  port?: number;
  /** Each site's port; 0 picks a free one. @default 0 for every site */
  sitePort?: (app: MerchantApp) => number;
  controlKey: string;
  /**
   * A seeded data folder to start from (copied, never changed): a copy opens in about 2 s where a fresh folder is
   * created, migrated and seeded in about 9 s. @default none: a fresh database
   */
  template?: string;
  /** Run on this data folder and leave it in place on stop (instead of a new folder deleted on stop). */
  dataDir?: string;
  /** How long the sandbox may take to open its database and answer. Only a hang reaches it. @default 180_000 */
  startTimeoutMs?: number;
}

export interface SandboxProcess {
  /** The API's own origin (`http://127.0.0.1:<port>`). */
  url: string;
  port: number;
  sites: readonly { app: MerchantApp; url: string; port: number }[];
  /** Stops the sandbox and deletes its database (unless it ran on the caller's `dataDir`). */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the sandbox CLI with the built merchant sites on its own database (a copy of `template`, or a fresh one) and
 * resolves once it has printed where it listens: the API, then one line per site, then the control key.
 */
export async function startSandboxProcess(options: SandboxProcessOptions): Promise<SandboxProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'platform-sandbox-'));
  if (options.template) cpSync(options.template, dataDir, { recursive: true });
  const sitePort = options.sitePort ?? (() => 0);
  const args = [
    '--port',
    String(options.port ?? 0),
    '--data',
    dataDir,
    '--control-key',
    options.controlKey,
    '--site-cache',
    siteCacheDir,
    ...options.apps.flatMap((app) => ['--site', `${app.code}=${app.distDir}@${sitePort(app)}`]),
  ];
  // E2E_SANDBOX_NODE_ARGS: Node options for the sandbox process (`--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
  const nodeArgs = (process.env.E2E_SANDBOX_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, sandboxBin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const started = new Promise<string>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
      if (/^control API key: /m.test(output)) resolve(output);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before it answered:\n${output}`)));
    setTimeout(
      () => reject(new Error(`the sandbox printed no address within the start timeout:\n${output}`)),
      options.startTimeoutMs ?? 180_000,
    ).unref();
  });
  let printed: string;
  try {
    printed = await started;
  } catch (error) {
    await stop();
    throw error;
  }
  const api = /^sandbox API: (http:\/\/\S+)/m.exec(printed)?.[1] ?? '';
  const sites = options.apps.map((app) => {
    const url = new RegExp(`^${app.code} site: (http://\\S+?)/?$`, 'm').exec(printed)?.[1] ?? '';
    return { app, url, port: Number(new URL(url).port) };
  });
  return { url: api, port: Number(new URL(api).port), sites, stop };
}

/** Text files a browser loads from a built site (what the sandbox compresses). */
const compressedExtensions = /\.(?:html|js|mjs|css|json|svg|webmanifest|txt|xml)$/;

/** Asks the sandbox for every text file of each site in every coding it sends, so that each is in `siteCacheDir`. */
async function fillSiteCache(sandbox: SandboxProcess): Promise<void> {
  for (const site of sandbox.sites) {
    const files = readdirSync(site.app.distDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && compressedExtensions.test(entry.name))
      .map((entry) => `/${relative(site.app.distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
    for (const path of files) {
      for (const coding of ['br', 'gzip']) {
        const response = await fetch(`${site.url}${path}`, { headers: { 'Accept-Encoding': coding } });
        await response.arrayBuffer();
      }
    }
  }
}

/**
 * Creates and seeds a sandbox database in a new folder (the sandbox started once, then stopped), for
 * `startSandboxProcess({ template })` to copy, and fills the sites' compression cache on the way, so the workers'
 * sandboxes start without compressing anything. The caller deletes the folder.
 */
export async function seedTemplate(controlKey: string, apps: readonly MerchantApp[] = []): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'platform-sandbox-template-'));
  const sandbox = await startSandboxProcess({ apps, controlKey, dataDir: folder });
  try {
    await fillSiteCache(sandbox);
  } finally {
    await sandbox.stop();
  }
  return folder;
}
