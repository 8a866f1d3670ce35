// The site on a phone (issue 24): every route of every feature at 360 px without sideways scrolling and with touch
// targets of 44 px; the phone frame (compact header, bottom tab bar, menu sheet) as a visitor and as a player; and a
// merchant's own mobile site for a phone whose visitor did not choose this one.

import { createTranslator, htmlLang, isLanguage, type Language, languageEndonyms, loadMessages } from '@platform/i18n';
import { AGENT_CENTRE_PAGES, MEMBER_CENTRE_PAGES } from '@platform/session';
import type { Page } from '@playwright/test';
import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { layoutProblems, openMenu, routePaths, tabBar } from '../src/phone';
import { loginAs } from '../src/shell';

test.beforeEach(async () => {
  await resetSandbox();
});

/**
 * Visits each path in the app, as a tap on a link would (the router's own navigation: no reload, so each page costs
 * its own data and chunks, not the app's start), and returns what fails the phone's layout rules, by path (empty
 * when every page passes). A page is measured once its data has arrived: no request in flight for 250 ms and nothing
 * marked busy.
 */
async function checkPages(page: Page, paths: readonly string[], width: number) {
  const inFlight = new Set<unknown>();
  const start = (request: unknown) => inFlight.add(request);
  const end = (request: unknown) => inFlight.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const problems: Record<string, unknown> = {};
  try {
    for (const path of paths) {
      await page.evaluate(
        (to) =>
          (
            window as unknown as { __TSR_ROUTER__: { navigate: (o: { to: string }) => Promise<void> } }
          ).__TSR_ROUTER__.navigate({ to }),
        path,
      );
      let quietSince = Date.now();
      await expect
        .poll(
          async () => {
            if (inFlight.size > 0) quietSince = Date.now();
            const busy = await page.locator('[aria-busy="true"]').count();
            if (busy > 0) quietSince = Date.now();
            return Date.now() - quietSince >= 250;
          },
          { intervals: [50] },
        )
        .toBe(true);
      const found = await layoutProblems(page, width);
      if (found.overflow.length > 0 || found.small.length > 0) problems[path] = found;
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
  return problems;
}

test.describe('every route of every feature fits a 360 px phone: no sideways scrolling, no control under 44 px', () => {
  // The narrowest phone the site supports; three independent passes, spread over the workers.
  test.use({ viewport: { width: 360, height: 740 } });
  test.describe.configure({ mode: 'parallel' });

  test("a visitor's pages: every route the feature manifests built", async ({ page }) => {
    await page.goto('/?lang=EN');
    // A route with a parameter is visited through its pages (the member and agent centres) below.
    const paths = (await routePaths(page)).filter((path) => !path.includes('$'));
    expect(paths).toEqual(expect.arrayContaining(['/', '/live', '/electron', '/promotions', '/pointMall', '/lott']));
    expect(await checkPages(page, paths, 360)).toEqual({});
  });

  test("a member's pages: every page of the member centre", async ({ page }) => {
    await loginAs(page, 'member01');
    expect(
      await checkPages(
        page,
        MEMBER_CENTRE_PAGES.map((name) => `/member/${name}`),
        360,
      ),
    ).toEqual({});
  });

  test("an agent's pages: every page of the agent centre", async ({ page }) => {
    await loginAs(page, 'agent01');
    expect(
      await checkPages(
        page,
        AGENT_CENTRE_PAGES.map((name) => `/agent/${name}`),
        360,
      ),
    ).toEqual({});
  });
});

test("a visitor's phone frame: tabs for the main sections, a menu sheet with every section, the language and the shortcuts", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const desktopNav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(desktopNav).toBeHidden();
  const tabs = tabBar(page);
  await expect(tabs.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  const tabPaths = await tabs.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(tabPaths).toHaveLength(4);
  expect(tabPaths[0]).toBe('/');
  // The bar stays on the bottom edge, above the page.
  const bar = await tabs.boundingBox();
  expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(844);
  // The banners are the ones drawn for a phone (3:2, the words across the top), in a box of that shape.
  const banner = page.getByRole('region', { name: 'Featured' }).getByRole('img').first();
  await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\?w=750&h=500$/);
  const shape = await banner.boundingBox();
  expect(Math.abs((shape?.width ?? 0) / (shape?.height ?? 1) - 1.5)).toBeLessThan(0.02);

  await tabs.getByRole('link').nth(1).tap();
  await expect(page).toHaveURL(new RegExp(`${tabPaths[1]}$`));
  await expect(tabs.getByRole('link').nth(1)).toHaveAttribute('aria-current', 'page');

  const sheet = await openMenu(page);
  const sections = sheet.getByRole('region', { name: 'All sections' });
  await expect(sections.getByRole('link').first()).toBeVisible();
  // Every section of the header's navigation, the tabs first.
  const sectionPaths = await sections
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(sectionPaths.slice(0, 4)).toEqual(tabPaths);
  expect(sectionPaths).toEqual(expect.arrayContaining(['/promotions', '/pointMall']));
  // The right bar's shortcuts live here on a phone (the column at the screen's edge is not drawn).
  await expect(sheet.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  await expect(page.locator('nav[aria-label="Quick links"]')).toHaveCount(1);
  await checkAndShoot(page, 'phone', 'menu-sheet');
  // The sheet fills the screen.
  const sheetBox = await sheet.boundingBox();
  expect(sheetBox?.width).toBe(390);

  await sections.getByRole('link', { name: 'Promotions' }).tap();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The language, from the sheet: one of the merchant's own, other than English.
  const status = await (await page.request.get('/wps/system/status')).json();
  const other = (status.value.languages as string[]).find(
    (code): code is Language => isLanguage(code) && code !== 'EN',
  );
  if (!other) throw new Error('the merchant offers no language but English');
  const again = await openMenu(page);
  await again
    .getByRole('navigation', { name: 'Choose language' })
    .getByRole('button', { name: languageEndonyms[other] })
    .tap();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[other]);
  const words = createTranslator(await loadMessages(other));
  await expect(page.getByRole('navigation', { name: words('shell.tabBar.label') })).toBeVisible();
  await expect(page.getByRole('button', { name: words('shell.menu.title') })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a player's phone frame: balance in the compact header, the account in the menu sheet, pages as full-height sheets, log out", async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await loginAs(page, 'member01');
  const accountBar = page.getByRole('navigation', { name: 'Account menu' });
  await expect(accountBar.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
  // The info bar's entries and logout are in the menu on a phone; the brand keeps a short row of its own above it.
  await expect(accountBar.getByRole('button', { name: 'Log out' })).toBeHidden();
  const brand = await page.getByRole('banner').getByRole('link', { name: merchant.displayName }).boundingBox();
  const bar = await accountBar.boundingBox();
  expect((brand?.y ?? 0) + (brand?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThanOrEqual(112);

  const sheet = await openMenu(page);
  const account = sheet.getByRole('region', { name: 'My account' });
  await account.getByRole('button', { name: 'Deposit' }).tap();
  await expect(sheet).toBeHidden();
  // The member centre opens on the page, as a popup (then a full-height sheet) or as a page, by the merchant's mode.
  await expect(page.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  const centre = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Deposit', exact: true }) });
  if ((await centre.count()) > 0) {
    expect(await centre.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await checkAndShoot(page, 'phone', 'member-centre-sheet');
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
  } else {
    await expect(tabBar(page)).toBeVisible();
    await checkAndShoot(page, 'phone', 'member-centre-page');
  }

  const menu = await openMenu(page);
  await menu.getByRole('region', { name: 'My account' }).getByRole('button', { name: 'Log out' }).tap();
  await page.getByRole('alertdialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).tap();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('a merchant with a mobile site of its own', () => {
  test.use({ fullSite: false });

  test('sends a phone there unless the visitor chose this site, which is then remembered', async ({
    page,
    merchant,
  }) => {
    const status = await (await page.request.get('/wps/system/status')).json();
    const mobile: string | null = status.value.mobileTemplate;
    await page.route('https://m.verde.example/**', (route) =>
      route.fulfill({ body: '<h1>mobile</h1>', contentType: 'text/html' }),
    );
    await page.goto('/?r=FRIEND7');
    if (mobile) {
      // A real phone: 390 CSS px wide under the viewport meta, whatever the page's width.
      await expect(page).toHaveURL(`${mobile}?r=FRIEND7`);
      await page.goto(`http://127.0.0.1:${merchant.port}/?fullSite=1`);
      await expect(tabBar(page)).toBeVisible();
      await page.goto(`http://127.0.0.1:${merchant.port}/promotions`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).port).toBe(String(merchant.port));
    } else {
      await expect(tabBar(page)).toBeVisible();
      expect(new URL(page.url()).port).toBe(String(merchant.port));
    }
  });

  test.describe('on a phone turned sideways', () => {
    // 844 by 390: wider than the phone layout (767 px), so the desktop page and its 1024 px minimum width come. The
    // page is not zoomed out (scale 1: the viewport meta's initial-scale), but the layout viewport widens to the page:
    // `innerWidth` reads 1024 while the media queries see 844. A site that read `innerWidth` keeps this phone.
    test.use({ viewport: { width: 844, height: 390 } });

    test('is sent there too, though the widened page reports 1024 px', async ({ page, merchant }) => {
      const status = await (await page.request.get('/wps/system/status')).json();
      const mobile: string | null = status.value.mobileTemplate;
      await page.route('https://m.verde.example/**', (route) =>
        route.fulfill({ body: '<h1>mobile</h1>', contentType: 'text/html' }),
      );
      // The case itself, seen on this site with the visitor's choice made: the layout viewport widened to 1024 px.
      await page.goto(`http://127.0.0.1:${merchant.port}/?fullSite=1`);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      const widths = await page.evaluate(() => ({
        inner: window.innerWidth,
        media844: window.matchMedia('(max-width: 844px)').matches,
        scale: window.visualViewport?.scale,
      }));
      expect(widths).toEqual({ inner: 1024, media844: true, scale: 1 });
      // A visitor who has not chosen.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/?r=FRIEND7');
      if (mobile) {
        await expect(page).toHaveURL(`${mobile}?r=FRIEND7`);
      } else {
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        expect(new URL(page.url()).port).toBe(String(merchant.port));
      }
    });
  });
});
