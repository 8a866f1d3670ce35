import type { Page } from '@playwright/test';
import { checkAndShoot } from '../src/checks';
import { control, resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { goInApp } from '../src/lobby';
import { setFlags } from '../src/member';
import type { MerchantApp } from '../src/merchants';
import { loginAs } from '../src/shell';

test.beforeEach(async () => {
  await resetSandbox();
});

/** Moves inside the single-page app (history entry plus popstate) to a page that may send the player on. */
async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

const widget = (page: Page) => page.getByRole('region', { name: 'Mini-game' });

/** The merchant's MINIGAME3 as seeded, to put back after a test that changes it. */
async function seededFlag(merchant: MerchantApp): Promise<string> {
  const flags = await control<Record<string, string>>(`/merchants/${merchant.code}/flags`, { body: { flags: {} } });
  return flags.MINIGAME3 ?? '0';
}

/** Runs `body` with MINIGAME3 set to `value`, and puts the seeded value back whatever happens. */
async function withMiniGameFlag(merchant: MerchantApp, value: '0' | '1', body: () => Promise<void>): Promise<void> {
  const seeded = await seededFlag(merchant);
  try {
    await setFlags(merchant, { MINIGAME3: value });
    await body();
  } finally {
    await setFlags(merchant, { MINIGAME3: seeded });
  }
}

const place = async (page: Page) => {
  const box = await widget(page).boundingBox();
  return { x: Math.round(box?.x ?? Number.NaN), y: Math.round(box?.y ?? Number.NaN) };
};

test('the mini-game shows only to logged-in players, only with the flag on, and never on the excluded pages', async ({
  page,
  merchant,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mini-game/')) scripts.push(new URL(request.url()).pathname);
  });
  await withMiniGameFlag(merchant, '1', async () => {
    // A visitor: the page is there, the widget and its script are not.
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(widget(page)).toHaveCount(0);

    await loginAs(page);
    await goInApp(page, '/promotions');
    await expect(widget(page)).toBeVisible();
    // The sandbox's stand-in game, loaded from the site's own origin, says what it is and plays.
    await expect(widget(page).getByText('Sandbox stand-in mini-game 1.4.2')).toBeVisible();
    await widget(page).getByRole('button', { name: 'Spin' }).click();
    await expect(widget(page).getByRole('status')).toHaveText(/Three alike: you win!|Not this time/);
    expect(scripts).toEqual(['/mini-game/1.4.2/minigame.js']);
    await checkAndShoot(page, merchant.code, 'mini-game');

    for (const path of ['/lottery', '/vnLottery', '/seamless', '/agent', '/agent/team', '/agentHome', '/seaLottery']) {
      await moveInApp(page, path);
      // The agent pages may lead on to one of their own (/agent/agentTeamOverview): still under the excluded path.
      await expect.poll(() => new URL(page.url()).pathname.startsWith(path)).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(widget(page), path).toHaveCount(0);
    }
    await goInApp(page, '/');
    await expect(widget(page)).toBeVisible();
  });

  await withMiniGameFlag(merchant, '0', async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(widget(page)).toHaveCount(0);
  });
});

test('the mini-game is dragged only after a 150 ms press, leans at most 25 degrees and keeps its place', async ({
  page,
  merchant,
}) => {
  await withMiniGameFlag(merchant, '1', async () => {
    // The page's clock is Playwright's from the start, so the widget's gesture reads the time the test sets.
    await page.clock.install();
    await loginAs(page);
    await goInApp(page, '/');
    const bar = widget(page).getByRole('heading', { name: 'Mini-game' });
    await expect(widget(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    const start = await place(page);
    const grip = await bar.boundingBox();
    if (!grip) throw new Error('no title bar');
    const from = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };

    // The page's clock stands still: the press is younger than 150 ms however slow the machine is.
    const now = await page.evaluate(() => Date.now());
    await page.clock.setFixedTime(now);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 120, from.y - 60, { steps: 4 });
    await expect(widget(page)).not.toHaveAttribute('data-dragging');
    expect(await place(page)).toEqual(start);

    // 150 ms into the press, the widget follows the pointer from where the press began.
    await page.clock.setFixedTime(now + 150);
    await page.mouse.move(from.x - 200, from.y - 100, { steps: 2 });
    await expect(widget(page)).toHaveAttribute('data-dragging', '');
    const tilt = Number(await widget(page).getAttribute('data-tilt'));
    expect(tilt).toBe(-25);
    await page.mouse.up();
    await expect(widget(page)).not.toHaveAttribute('data-dragging');
    await expect(widget(page)).toHaveAttribute('data-tilt', '0');
    await expect.poll(() => place(page)).toEqual({ x: start.x - 200, y: start.y - 100 });
    const stored = await page.evaluate(() => localStorage.getItem('miniGamePosition'));
    expect(JSON.parse(stored ?? 'null')).toEqual({ x: start.x - 200, y: start.y - 100 });

    // A new visit puts it back there.
    await page.reload();
    await expect(widget(page).getByRole('button', { name: 'Spin' })).toBeVisible();
    expect(await place(page)).toEqual({ x: start.x - 200, y: start.y - 100 });
  });
});
