import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Visual regression: every main page and dialog on both merchants, compared with the committed baselines in
 * `visual/baselines/<merchant>/`. Its own run against a fresh sandbox (the base config's webServer, loaded again in
 * this process, gets a new data directory), so balances, inboxes and notices are the seed's and not what the
 * functional tests left behind.
 *
 * Accept new baselines on purpose (after a deliberate visual change, on Debian's Chromium):
 *   pnpm --filter @platform/e2e run visual:accept
 * then look at every changed PNG in the diff before committing it.
 */
export default defineConfig({
  ...base,
  testDir: './visual',
  outputDir: './artifacts/visual-results',
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // Anti-aliasing noise passes; a moved block, a changed colour or a missing image does not.
      threshold: 0.2,
      maxDiffPixelRatio: 0.005,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    ...base.use,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'Asia/Shanghai',
  },
});
