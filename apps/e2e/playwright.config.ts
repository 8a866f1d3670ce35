import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium';
import { appsDir, merchantApps } from './src/merchants';
import { sandboxControl } from './src/sandbox';

const apps = merchantApps();
// A fresh database per run, so every run starts from the seed data.
const dataDir = join(tmpdir(), `platform-e2e-${process.pid}-${Date.now()}`);
const sandboxBin = join(appsDir, '..', 'packages', 'sandbox', 'bin', 'platform-sandbox.js');

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
  projects: apps.map((app) => ({
    name: app.code,
    use: { baseURL: `http://127.0.0.1:${app.port}`, merchant: app },
  })),
  webServer: {
    command: [
      `node ${sandboxBin}`,
      `--port ${sandboxControl.port}`,
      `--data ${dataDir}`,
      `--control-key ${sandboxControl.key}`,
      ...apps.map((app) => `--site ${app.code}=${app.distDir}@${app.port}`),
    ].join(' '),
    url: `http://127.0.0.1:${apps[0]?.port ?? 5101}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
