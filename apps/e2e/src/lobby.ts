import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { dismissToasts } from './checks';
import { control, resetSandbox } from './control';
import { openAsPlayer } from './player';
import { sandboxControl } from './sandbox';

/** Helpers of the lobby and launch browser tests (lobby-*.spec.ts, launch-*.spec.ts). */

/**
 * How long the first data of a freshly loaded page may take before the test counts it as hung: the first list of a
 * page on a new worker (its browser and sandbox just started, the machine loaded) may wait longer than the
 * expectations' 30 s.
 */
export const FIRST_LOAD = { timeout: 60_000 } as const;

/** Opens `path` as a logged-in demo account of the project's merchant (logged in through the API). */
export async function logInAs(page: Page, username: string, path = '/'): Promise<void> {
  await openAsPlayer(page, sandboxControl.merchant, username, { path });
  await dismissToasts(page);
}

/** Moves to `path` inside the single-page app (history entry plus popstate), without loading the page again. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** The info bar's balance as it reads on screen ("¥5,000.00"), once it has loaded. */
export async function infoBarBalance(page: Page): Promise<string> {
  const item = page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('listitem')
    .filter({ hasText: 'Balance' });
  // The label, then the amount (a skeleton while it loads).
  const amount = item.locator(':scope > span').nth(1);
  await expect(amount).toHaveText(/\d/, FIRST_LOAD);
  return ((await amount.textContent()) ?? '').trim();
}

/**
 * Plays rounds on the sandbox's stand-in game page (a window or the site's frame) until its balance moves: a round
 * can pay back exactly the stake (1x), which leaves the balance as it was. Returns the balance before and after.
 */
export async function playUntilBalanceMoves(game: Page | FrameLocator, tries = 12) {
  const balance = game.locator('#balance');
  await expect(balance).toHaveText(/\d/);
  const before = await balance.textContent();
  for (let round = 0; round < tries; round++) {
    const play = game.getByRole('button').first();
    await expect(play).toBeEnabled();
    await play.click();
    await expect(game.locator('#result')).not.toHaveText('');
    await expect(play).toBeEnabled();
    if ((await balance.textContent()) !== before) break;
  }
  const after = await balance.textContent();
  expect(after, 'the stand-in game settled no round that moved the balance').not.toBe(before);
  return { before, after };
}

/**
 * Puts money in a player's main wallet (a deposit approved through the control API), so a launch never depends on
 * what earlier tests left in the vendor wallets of a transfer-wallet merchant.
 */
export function topUp(merchant: string, username: string) {
  const amount = merchant === 'VERDE' ? 1_000_000 : 1000;
  return control('/funds', { body: { merchant, username, kind: 'DEPOSIT', amount } });
}

/** The set-up of the launch specs: a fresh sandbox, and member01's main wallet topped up. */
export async function freshLaunchState(merchant: string): Promise<void> {
  await resetSandbox();
  await topUp(merchant, 'member01');
}

/** The first game of a vendor's list on a lobby page (the region named "<vendor> games"), once it shows. */
export async function firstGameOf(page: Page, vendorName: string): Promise<Locator> {
  const tile = page
    .getByRole('region', { name: `${vendorName} games` })
    .getByRole('article')
    .first();
  await expect(tile).toBeVisible(FIRST_LOAD);
  return tile;
}

/** Presses "Play now" on the first game of a vendor's list. */
export async function playFirstGame(page: Page, vendorName: string): Promise<void> {
  await (await firstGameOf(page, vendorName)).getByRole('button', { name: /^Play now/ }).click();
}

/** Injects a failure on the next call(s) of a path through the sandbox's control API. */
export function injectFault(rule: {
  path: string;
  errorCode?: string;
  message?: string;
  value?: unknown;
  times?: number;
}) {
  return control('/faults', { body: { times: 1, ...rule } });
}

export function clearFaults() {
  return control('/faults', { method: 'DELETE' });
}

/** Puts a vendor of a merchant under maintenance, or takes it out. */
export function vendorMaintenance(merchant: string, vendor: string, on: boolean) {
  return control(`/merchants/${merchant}/vendors/${vendor}/maintenance`, { body: { on } });
}

/** The tile of a game in a grid, by its name. */
export function gameTile(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('article', { name });
}

/**
 * The name of the first game tile in a grid, read in one step and retried until there is one: the grid may still
 * re-render (new element ids) while its games arrive, so an id read first and looked up later can go stale.
 */
export async function firstTileName(scope: Page | Locator): Promise<string> {
  let name = '';
  await expect
    .poll(async () => {
      name = await scope
        .getByRole('article')
        .first()
        .evaluate((tile) => document.getElementById(tile.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')
        .catch(() => '');
      return name;
    })
    .not.toBe('');
  return name;
}

/**
 * Records the JSON bodies the page posts to a path. The api-client hands fetch a Request whose body is a stream,
 * which the browser does not show the test (`request.postData()` is null), so fetch itself is wrapped.
 */
export async function recordPosts(page: Page, path: string): Promise<() => Promise<unknown[]>> {
  await page.addInitScript((watched) => {
    const bodies: unknown[] = [];
    (window as unknown as { __posts: unknown[] }).__posts = bodies;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === watched) {
        bodies.push(JSON.parse(await request.clone().text()));
      }
      return original(request);
    };
  }, path);
  return () => page.evaluate(() => (window as unknown as { __posts: unknown[] }).__posts);
}

/**
 * Each image of `images` loads (scrolled into view first: they are lazy) and shows its artwork whole: its box has the
 * picture's aspect ratio within 2%, or the picture is fitted inside with `object-fit: contain`. Never a crop.
 */
export async function expectArtworkWhole(images: Locator): Promise<void> {
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), FIRST_LOAD)
      .toBeGreaterThan(0);
    const fit = await image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return {
        src: img.currentSrc,
        rendered: box.width / box.height,
        natural: img.naturalWidth / img.naturalHeight,
        objectFit: getComputedStyle(img).objectFit,
      };
    });
    if (Math.abs(fit.rendered / fit.natural - 1) > 0.02) expect(fit.objectFit, fit.src).toBe('contain');
  }
}

/** Every line of `items` (grouped by their top edge) starts at the left of `container` and ends at its right (2 px). */
export async function expectRowsFill(container: Locator, items: Locator): Promise<void> {
  const outer = await container.boundingBox();
  if (!outer) throw new Error('the container is not shown');
  const rows = new Map<number, { left: number; right: number }[]>();
  for (const box of await items.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { top: Math.round(rect.top + window.scrollY), left: rect.left, right: rect.right };
    }),
  )) {
    rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
  }
  expect(rows.size).toBeGreaterThan(0);
  for (const boxes of rows.values()) {
    expect(Math.abs(Math.min(...boxes.map((b) => b.left)) - outer.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(Math.max(...boxes.map((b) => b.right)) - (outer.x + outer.width))).toBeLessThanOrEqual(2);
  }
}
