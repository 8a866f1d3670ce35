// The installable site: its manifest and icons, Chromium's installability check, the service worker's shell offline,
// the merchant's offline page, and a new build reaching the player at the next load. The only spec that lets service
// workers run (playwright.config.ts blocks them everywhere else).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkAndShoot, watchErrors } from '../src/checks';
import { expect, test } from '../src/fixtures';
import { TEMPLATE_VARIABLE } from '../src/global-setup';
import { sandboxControl } from '../src/sandbox';
import { startSandboxProcess } from '../src/sandbox.process';

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Resolves once the service worker controls the page: it has precached the shell (it claims pages once activated). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The width and height a PNG's header states (IHDR, bytes 16-23). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest is linked and names the merchant; its icons are PNGs of their stated sizes', async ({
  page,
  merchant,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href ?? '');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ name: merchant.displayName, start_url: '/', display: 'standalone' });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  const sizes = new Set<string>();
  for (const icon of manifest.icons) {
    const file = await page.request.get(new URL(icon.src, response.url()).href);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(pngSize(await file.body())).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect([...sizes]).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  // The worker and the page are revalidated on every use, so a new build is seen at once.
  for (const path of ['/sw.js', '/index.html', '/']) {
    expect((await page.request.get(path)).headers()['cache-control']).toBe('no-cache');
  }
});

test('Chromium finds no installability error once the worker controls the page', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
});

test('a repeat visit offline paints the shell', async ({ page, context, merchant }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await controlled(page);
  await expect(page.getByRole('banner')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(new RegExp(merchant.displayName));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  // The API is never answered from a cache: offline, its calls fail rather than show another player's data.
  const status = await page.evaluate(() =>
    fetch('/wps/system/status', { cache: 'no-store' }).then(
      (r) => r.status,
      () => 'failed',
    ),
  );
  expect(status).toBe('failed');
  expect(errors).toEqual([]);
});

test('offline, a navigation shows the merchant’s offline page in the player’s language; Retry works once online', async ({
  page,
  context,
  merchant,
}) => {
  await page.goto('/');
  await controlled(page);
  await context.setOffline(true);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByText(merchant.displayName, { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await checkAndShoot(page, merchant.code, 'offline');

  // The language the player chose on the site (`hisLang`).
  await page.evaluate(() => localStorage.setItem('hisLang', 'JA'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('オフラインです');
  await expect(page.getByRole('button', { name: '再試行' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('hisLang', 'EN'));
  await page.reload();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a new build reaches the player at the next load, and becomes the shell kept offline', async ({
  browser,
  merchant,
}) => {
  // This test's own sandbox, serving a copy of the merchant's build that the test then replaces.
  const site = mkdtempSync(join(tmpdir(), 'pwa-site-'));
  cpSync(merchant.distDir, site, { recursive: true });
  const sandbox = await startSandboxProcess({
    apps: [{ ...merchant, distDir: site }],
    controlKey: sandboxControl.key,
    template: process.env[TEMPLATE_VARIABLE],
  });
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const origin = sandbox.sites[0]?.url as string;
    // A context of its own has no full-site choice yet: a merchant with a mobile site would send this phone there.
    await page.goto(`${origin}/?fullSite=1`);
    await controlled(page);
    await expect(page.locator('meta[name="build"]')).toHaveCount(0);

    // "Build B", as a rebuild writes it: a changed index.html, and the worker's precache list with its new revision
    // (the build hashes each file it lists: a changed page is a changed worker).
    const indexPath = join(site, 'index.html');
    writeFileSync(
      indexPath,
      readFileSync(indexPath, 'utf8').replace('<head>', '<head><meta name="build" content="B">'),
    );
    const swPath = join(site, 'sw.js');
    const sw = readFileSync(swPath, 'utf8');
    const updated = sw.replace(/"revision":"[^"]+"(,"url":"index\.html")/, '"revision":"build-b"$1');
    expect(updated).not.toBe(sw);
    writeFileSync(swPath, updated);

    // Online, the page comes from the network: the new build at once, never the kept one.
    await page.reload();
    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'B');
    // The new worker installs (precaching B) and takes over without waiting for the tabs to close.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    // Done once the worker that controls the page is activated and its precache holds build B's page (the registration
    // alone says "activated" of the old worker for a moment after `update()` resolves, before the new one installs).
    await page.waitForFunction(async () => {
      if (navigator.serviceWorker.controller?.state !== 'activated') return false;
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        if (keys.some((request) => /index\.html\?__WB_REVISION__=build-b$/.test(request.url))) return true;
      }
      return false;
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'B');
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    await context.close();
    await sandbox.stop();
    rmSync(site, { recursive: true, force: true });
  }
});

test('the download page offers “Add to home screen”: the saved prompt as a button, else the steps', async ({
  page,
  merchant,
}) => {
  await page.goto('/download');
  const card = page.getByRole('listitem', { name: 'Add to home screen' });
  await expect(card.getByText(`Open ${merchant.displayName} from your home screen, like an app.`)).toBeVisible();

  // Chromium's prompt, as it fires it (a stand-in: whether headless Chromium fires its own is not this test's point).
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
  await card.getByRole('button', { name: 'Install on home screen' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(card.getByRole('status')).toHaveText('Installed: open it from your home screen.');
});
