import { availableParallelism } from 'node:os';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium';
import { merchantApps } from './src/merchants';

const apps = merchantApps();

/**
 * Workers run side by side, each with its own sandbox (src/fixtures.ts). One more than the cores, at most four: a
 * worker keeps about 0.8 of a core busy (its browser, its sandbox and the test wait on each other in turn), so on 2
 * cores two workers left 16% of the CPU idle and three leave 3% (the run 10% shorter). `E2E_WORKERS` overrides.
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.min(4, availableParallelism() + 1));

/**
 * The visual projects (`visual-<merchant>`): every main page and dialog, compared with the committed baselines in
 * `visual/baselines/<merchant>/`. They run in the same Playwright run as the functional projects, on workers of
 * their own, so their sandboxes are fresh: balances, inboxes and notices are the seed's, never what a functional
 * test left behind. The pictures are fixed so that only a real change differs: reduced motion, one locale and time
 * zone, scale 1, animations stopped.
 *
 * Accept new baselines on purpose (after a deliberate visual change, on Debian's Chromium):
 *   pnpm --filter @platform/e2e run visual:accept
 * then look at every changed PNG in the diff before committing it.
 */
const visualProjects: NonNullable<PlaywrightTestConfig['projects']> = apps.map((app) => ({
  name: `visual-${app.code}`,
  testDir: './visual',
  snapshotPathTemplate: `{testDir}/baselines/${app.code}/{arg}{ext}`,
  // A project's `expect` replaces the top level's: the timeout is repeated here (it catches hangs, not slowness).
  expect: {
    timeout: 30_000,
    toHaveScreenshot: {
      // Anti-aliasing noise passes; a moved block, a changed colour or a missing image does not.
      threshold: 0.2,
      maxDiffPixelRatio: 0.005,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: { merchantCode: app.code, reducedMotion: 'reduce', locale: 'en-GB', timezoneId: 'Asia/Shanghai' },
}));

/**
 * The phone projects (`phone-<merchant>`): the `phone-*.spec.ts` files on a touch phone of 390 by 844 CSS px (a test
 * may set 360 by 740, the narrowest phone the site supports), one CSS pixel a device pixel so screenshots stay small.
 * The desktop projects skip those files; the phone journeys run only here.
 */
const PHONE_SPECS = /phone-.*\.spec\.ts/;
const phoneProjects: NonNullable<PlaywrightTestConfig['projects']> = apps.map((app) => ({
  name: `phone-${app.code}`,
  testMatch: PHONE_SPECS,
  use: {
    merchantCode: app.code,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  },
}));

/**
 * A missing baseline fails the run and writes nothing (Playwright's default would write it, and the next run would pass
 * against a picture nobody looked at). `visual:accept` passes `--update-snapshots`, which overrides this.
 */
const updateSnapshots = 'none' as const;

export default defineConfig<{ merchantCode: string }>({
  testDir: './tests',
  outputDir: './artifacts/results',
  globalSetup: './src/global-setup.ts',
  // A spec file's tests run in order in one worker (some share a player across steps); files spread over workers.
  fullyParallel: false,
  workers,
  retries: 0,
  // Timeouts catch hangs, never slowness: a test or an expectation that is merely slow on a loaded machine passes.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'artifacts/results.json' }]],
  updateSnapshots,
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // A trace records the page at every step and costs a third of a test's CPU; a failure keeps its screenshot and
    // error context, and `E2E_TRACE=retain-on-failure` records traces for a run that needs them.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // The merchant sites' service worker would answer from its caches and outlive a test's routes and faults; only
    // the installable-app spec (tests/phone-install.spec.ts) lets it run.
    serviceWorkers: 'block',
    // Players who ask for less motion get no ticker scrolling, no carousel sliding and no transitions: the pages stop
    // repainting on their own, which took about 7% of the run's CPU. What moves is tested where it moves (the
    // carousel's and the ticker's stories, their unit tests); here the pages are used, not watched.
    reducedMotion: 'reduce',
  },
  projects: [
    ...apps.map((app) => ({ name: app.code, testIgnore: PHONE_SPECS, use: { merchantCode: app.code } })),
    ...phoneProjects,
    ...visualProjects,
  ],
});
