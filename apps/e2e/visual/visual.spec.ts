import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { dismissToasts } from '../src/checks';
import { expect, test } from '../src/fixtures';
import { FIRST_LOAD, logInAs } from '../src/lobby';
import { setClockOffset } from '../src/lottery';
import { setMaintenance } from '../src/shell';

/**
 * Visual regression of every main page and dialog, on both merchants, against the baselines in
 * `visual/baselines/<merchant>/` (see the visual projects in playwright.config.ts for the tolerance and how to accept new ones).
 * The sandbox is fresh for this run, so the data is the seed's; what still moves with the clock (countdowns, issue
 * numbers, dates) is masked.
 */

// The shots spread over every worker (each has its own sandbox, and no shot changes what another shows: the
// maintenance page puts its own sandbox back). As one file, a merchant's shots ran on one worker at the end of the run
// while the others stood idle.
test.describe.configure({ mode: 'parallel' });

// A merchant with no baselines at all fails at once with what to do, instead of one "snapshot doesn't exist" per shot.
test.beforeAll(({ merchantCode }, testInfo) => {
  if (testInfo.config.updateSnapshots !== 'none') return;
  const folder = join(testInfo.project.testDir, 'baselines', merchantCode);
  const pictures = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.png')) : [];
  if (pictures.length === 0)
    throw new Error(
      `No visual baselines for ${merchantCode} in ${folder}. Nothing was written. Accept them on purpose on Debian's ` +
        `Chromium: pnpm --filter @platform/e2e exec playwright test --project=visual-${merchantCode} --update-snapshots, ` +
        'then look at every picture before committing them.',
    );
});

/** What changes with the wall clock, and the captcha (new characters at every load), painted over in a fixed colour. */
function volatile(page: Page): Locator[] {
  return [
    page.locator('time'),
    page.getByRole('timer'),
    page.locator('[data-volatile]'),
    page.getByRole('img', { name: 'Captcha image' }),
  ];
}

/**
 * The page has stopped fetching, every image of the page has loaded and the web fonts are in. Lazy images below the fold load at once (a full-page
 * screenshot does not scroll them into view).
 */
async function settled(page: Page): Promise<void> {
  // The lazy parts still on their way (the header's player items, a list's pictures) first: on a loaded machine a shot
  // taken once the first images were in caught the account bar without its reward tray and four of nine avatars.
  await page.waitForLoadState('networkidle');
  // Each poll also wakes the lazy images that arrived since the last one (the footer's marks come in their own chunk).
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      if (image.loading === 'lazy') image.loading = 'eager';
      return image.complete && (image.naturalWidth > 0 || !image.src);
    }),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function shoot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; target?: Locator; mask?: Locator[] } = {},
) {
  await settled(page);
  const mask = [...volatile(page), ...(options.mask ?? [])];
  if (options.target) await expect(options.target).toHaveScreenshot(`${name}.png`, { mask });
  else await expect(page).toHaveScreenshot(`${name}.png`, { mask, fullPage: options.fullPage ?? false });
}

/** The home page has its lobby blocks (the last to arrive). */
const homeReady = (page: Page) => page.getByRole('region', { name: 'Live Casino' }).getByRole('listitem').first();

const pages: {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
  fullPage?: boolean;
  /** Parts of this page that follow the wall clock beyond `volatile`. */
  mask?: (page: Page) => Locator[];
  /**
   * The moment the sandbox's clock shows for this shot (its control API clock, put back after): for a page whose
   * layout, not only its text, follows the clock.
   */
  at?: number;
}[] = [
  {
    name: 'home',
    path: '/',
    ready: homeReady,
    fullPage: true,
  },
  {
    name: 'slots',
    path: '/electron?page=PTSS',
    ready: (page) => page.getByRole('button', { name: 'Play now' }).first(),
  },
  { name: 'live-casino', path: '/live', ready: (page) => page.getByRole('button', { name: 'Play now' }).first() },
  { name: 'fishing', path: '/fish', ready: (page) => page.getByRole('heading', { level: 1, name: 'Fishing' }) },
  { name: 'login', path: '/login', ready: (page) => page.getByRole('main').getByLabel('Username', { exact: true }) },
  { name: 'register', path: '/register', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'promotions', path: '/promotions', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'points-mall', path: '/pointMall', ready: (page) => page.getByRole('region', { name: 'Physical gifts' }) },
  {
    name: 'lottery',
    path: '/lott',
    ready: (page) => page.getByRole('region', { name: 'Games' }).getByRole('listitem').first(),
    // Every game's open issue, its closing time and state, the draws and the growing jackpot follow the clock: the
    // page's frame, columns and headings are compared, the issue cards and numbers are not.
    // Which games drew last (the draw results list: five games, each row as tall as its game's numbers and name need)
    // follows the clock too, so the shot is taken at one fixed moment: 12:00:30 in the shots' time zone on a fixed day.
    at: Date.parse('2026-06-15T12:00:30+08:00'),
    mask: (page) => [
      page.getByRole('main').getByRole('listitem'),
      page.getByRole('region', { name: 'Jackpot' }).locator('p, output, data, span'),
    ],
  },
  { name: 'help', path: '/help', ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    name: 'download',
    path: '/download',
    ready: (page) => page.getByRole('heading', { level: 1 }),
    // The app codes carry the download addresses, which name the sandbox's port (a free one, each run its own); the
    // download spec decodes them.
    mask: (page) => [page.getByRole('img', { name: /^QR code for the/ })],
  },
  { name: 'notices', path: '/notices', ready: (page) => page.getByRole('main').getByRole('list').first() },
];

for (const entry of pages) {
  test(`page: ${entry.name}`, async ({ page }) => {
    if (entry.at !== undefined) await setClockOffset(entry.at - Date.now());
    try {
      await page.goto(entry.path);
      await expect(entry.ready(page)).toBeVisible(FIRST_LOAD);
      await shoot(page, entry.name, { fullPage: entry.fullPage, mask: entry.mask?.(page) });
    } finally {
      if (entry.at !== undefined) await setClockOffset(0);
    }
  });
}

test('dialog: log in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('Username', { exact: true })).toBeVisible();
  await shoot(page, 'dialog-login');
});

test('dialog: feedback', async ({ page }) => {
  await page.goto('/');
  // The footer's button is clicked once the home page is complete: clicked earlier, it scrolled to where the footer was
  // then, and the blocks that came in above it moved the page behind the dialog.
  await expect(homeReady(page)).toBeVisible(FIRST_LOAD);
  await settled(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Feedback' })).toBeVisible();
  await shoot(page, 'dialog-feedback');
});

test('page: maintenance', async ({ page, merchant }) => {
  await setMaintenance(merchant, true, 'Upgrading the platform');
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Down for maintenance');
    await shoot(page, 'maintenance');
  } finally {
    await setMaintenance(merchant, false);
  }
});

test.describe('a logged-in player', () => {
  test.beforeEach(async ({ page }) => {
    await logInAs(page, 'member01');
    await dismissToasts(page);
  });

  test('page: home, logged in', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Live Casino' }).getByRole('listitem').first()).toBeVisible();
    await shoot(page, 'home-player');
  });

  test('popover: wallets', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Wallets' }).click();
    await expect(page.getByRole('group', { name: 'Wallets' }).getByText('Total balance')).toBeVisible();
    await shoot(page, 'popover-wallets');
  });

  test('page: member centre', async ({ page }) => {
    await page.goto('/member/transferFund');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
    await shoot(page, 'member-centre');
  });
});

/**
 * On a phone (issue 24): the main pages, the menu sheet and a dialog at 390 by 844 with touch, as the phone projects
 * see them. Viewport shots: on a phone the first screen is what a player judges.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

  const phonePages = ['home', 'slots', 'promotions', 'points-mall', 'lottery', 'login'];
  for (const entry of pages.filter((candidate) => phonePages.includes(candidate.name))) {
    test(`phone page: ${entry.name}`, async ({ page }) => {
      if (entry.at !== undefined) await setClockOffset(entry.at - Date.now());
      try {
        await page.goto(entry.path);
        await expect(entry.ready(page)).toBeVisible(FIRST_LOAD);
        await shoot(page, `phone-${entry.name}`, { mask: entry.mask?.(page) });
      } finally {
        if (entry.at !== undefined) await setClockOffset(0);
      }
    });
  }

  test('phone sheet: the menu', async ({ page }) => {
    await page.goto('/');
    await expect(homeReady(page)).toBeVisible(FIRST_LOAD);
    await page.getByRole('navigation', { name: 'Main sections' }).getByRole('button', { name: 'Menu' }).tap();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: 'All sections' }),
    ).toBeVisible();
    await shoot(page, 'phone-menu');
  });

  test('phone dialog: log in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).tap();
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('Username', { exact: true })).toBeVisible();
    await shoot(page, 'phone-dialog-login');
  });

  // The phone frame's account row for a player: the reward tray and the available-promotions badge (issue 28).
  test('phone page: home, logged in', async ({ page }) => {
    await logInAs(page, 'member01');
    await dismissToasts(page);
    await expect(homeReady(page)).toBeVisible(FIRST_LOAD);
    await shoot(page, 'phone-home-player');
  });

  test('phone page: member centre', async ({ page }) => {
    await logInAs(page, 'member01', '/member/transferFund');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
    await shoot(page, 'phone-member-centre');
  });
});
