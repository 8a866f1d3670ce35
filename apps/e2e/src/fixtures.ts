import { test as base } from '@playwright/test';
import { TEMPLATE_VARIABLE } from './global-setup';
import { type MerchantApp, merchantApps } from './merchants';
import { sandboxControl } from './sandbox';
import { startSandboxProcess } from './sandbox.process';

/** Where the site remembers the full-site choice (site: app/mobile.redirect.ts). */
const FULL_SITE_KEY = 'platform.fullSite';
/** The session key the promotion popup of the home page sets once it was closed (site: promotions feature). */
const POPUP_SEEN_KEY = 'promotionPopupSeen';
/** The session key the agent feature sets once it offered an agent's contract requests after login. */
const CONTRACTS_OFFERED_KEY = 'agent.contractsOffered';

interface WorkerFixtures {
  /** The code of the project's merchant (the project's option). */
  merchantCode: string;
  /** This worker's own sandbox: its API and every merchant site, on free ports and a copy of the seeded database. */
  workerSandbox: { url: string; sites: Record<string, string> };
  /** The merchant app of the project, with the port its site has on this worker's sandbox. */
  merchant: MerchantApp;
}

interface TestFixtures {
  promotionPopup: boolean;
  contractRequests: boolean;
  /**
   * The visitor chose this site over the merchant's mobile site (`platform.fullSite`), so a phone stays here and gets
   * the phone layout. `false` for a test of the redirect itself. @default true
   */
  fullSite: boolean;
}

/**
 * Every test runs against its worker's own sandbox (started before the worker's first test, stopped after its last),
 * so tests in different workers never share data; `baseURL` is the project merchant's site on it.
 *
 * The home page's promotion popup opens once a tab session, so every test starts with it already seen unless it sets
 * `promotionPopup: true` (the promotions spec tests the popup itself). Likewise an agent's contract requests, offered
 * once a session after login, start as offered unless a test sets `contractRequests: true` (the contracts spec).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  merchantCode: ['', { option: true, scope: 'worker' }],
  workerSandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const sandbox = await startSandboxProcess({
        apps: merchantApps(),
        controlKey: sandboxControl.key,
        template: process.env[TEMPLATE_VARIABLE],
      });
      const sites = Object.fromEntries(sandbox.sites.map((site) => [site.app.code, site.url]));
      sandboxControl.port = sandbox.port;
      sandboxControl.sites = sites;
      try {
        await use({ url: sandbox.url, sites });
      } finally {
        await sandbox.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  merchant: [
    async ({ merchantCode, workerSandbox }, use) => {
      const app = merchantApps().find((candidate) => candidate.code === merchantCode);
      if (!app) throw new Error(`no merchant app with the code ${merchantCode}`);
      const url = workerSandbox.sites[app.code] as string;
      sandboxControl.merchant = app.code;
      await use({ ...app, port: Number(new URL(url).port) });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ merchant }, use) => {
    await use(`http://127.0.0.1:${merchant.port}`);
  },
  promotionPopup: [false, { option: true }],
  contractRequests: [false, { option: true }],
  fullSite: [true, { option: true }],
  page: async ({ page, promotionPopup, contractRequests, fullSite }, use) => {
    if (fullSite) {
      await page.addInitScript((key) => {
        try {
          localStorage.setItem(key, '1');
        } catch {
          // about:blank and the like have no storage.
        }
      }, FULL_SITE_KEY);
    }
    const seen = [...(promotionPopup ? [] : [POPUP_SEEN_KEY]), ...(contractRequests ? [] : [CONTRACTS_OFFERED_KEY])];
    if (seen.length > 0) {
      await page.addInitScript((keys) => {
        try {
          for (const key of keys) sessionStorage.setItem(key, '1');
        } catch {
          // about:blank and the like have no storage.
        }
      }, seen);
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
