import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appsDir, type MerchantApp } from './merchants';

/** The sandbox's command-line entry, as `playwright.config.ts` starts it. */
export const sandboxBin = join(appsDir, '..', 'packages', 'sandbox', 'bin', 'platform-sandbox.js');

export interface SandboxProcessOptions {
  /** The merchant sites to serve (built into each app's `dist`). */
  apps: readonly MerchantApp[];
  /** The API and control port. */
  port: number;
  /** Each site's port. @default the app's own port (package.json `merchant.port`) */
  sitePort?: (app: MerchantApp) => number;
  controlKey: string;
  /** How long the sandbox may take to open a fresh database and seed it. @default 120_000 */
  startTimeoutMs?: number;
}

export interface SandboxProcess {
  sites: readonly { app: MerchantApp; url: string }[];
  /** Stops the sandbox and deletes its database. */
  stop(): Promise<void>;
}

/** The sandbox CLI's arguments: a data folder, the control key, one `--site CODE=dist@port` per app. */
export function sandboxArgs(options: SandboxProcessOptions, dataDir: string): string[] {
  const sitePort = options.sitePort ?? ((app) => app.port);
  return [
    sandboxBin,
    '--port',
    String(options.port),
    '--data',
    dataDir,
    '--control-key',
    options.controlKey,
    ...options.apps.flatMap((app) => ['--site', `${app.code}=${app.distDir}@${sitePort(app)}`]),
  ];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the sandbox CLI with the built merchant sites on a fresh database (so every run starts from the seed data),
 * the way `playwright.config.ts` does, and resolves once every site answers.
 */
export async function startSandboxProcess(options: SandboxProcessOptions): Promise<SandboxProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-sandbox-'));
  const sitePort = options.sitePort ?? ((app) => app.port);
  const child = spawn(process.execPath, sandboxArgs(options, dataDir), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const sites = options.apps.map((app) => ({ app, url: `http://127.0.0.1:${sitePort(app)}` }));
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the sandbox exited (${child.exitCode}) before its sites answered:\n${output}`);
    }
    const ready = await Promise.all(sites.map((site) => answers(`${site.url}/`)));
    if (ready.every(Boolean)) return { sites, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the sandbox's sites did not answer within the start timeout:\n${output}`);
    }
    await pause(500);
  }
}
