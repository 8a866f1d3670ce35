import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium';
import { merchantApps } from './src/merchants';

const apps = merchantApps();

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
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
  webServer: apps.map((app) => ({
    command: `pnpm --filter ${app.name} exec vite preview --strictPort --host 127.0.0.1 --port ${app.port}`,
    url: `http://127.0.0.1:${app.port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
