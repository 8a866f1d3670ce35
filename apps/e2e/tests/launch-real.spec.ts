import { checkAndShoot, dismissToasts, watchErrors } from '../src/checks';
import { expect, test } from '../src/fixtures';
import {
  freshLaunchState,
  infoBarBalance,
  logInAs,
  playFirstGame,
  playUntilBalanceMoves,
  recordPosts,
} from '../src/lobby';

test.beforeEach(async ({ merchant }) => {
  await freshLaunchState(merchant.code);
});

test.describe('launching real games as member01', () => {
  test('a game that asks for a window opens in one; a round there changes the balance the info bar shows', async ({
    page,
    merchant,
  }) => {
    const errors = watchErrors(page);
    await logInAs(page, 'member01', '/sports');
    const before = await infoBarBalance(page);
    const card = page.getByRole('article', { name: 'SABA Sports' });
    const opened = page.waitForEvent('popup');
    await card.getByRole('button', { name: 'Play now SABA Sports' }).click();
    const game = await opened;
    await game.waitForURL(/\/game\/play\?session=/);
    await expect(game.getByRole('heading', { level: 1 })).toHaveText('Sportsbook');
    await playUntilBalanceMoves(game);
    await game.screenshot({ path: `artifacts/screens/${merchant.code}-game-window.png` });

    // Closing the window is noticed, and the balance is fetched again.
    const balanceCall = page.waitForRequest((request) => request.url().includes('/wps/v2/wallets/balance'));
    await game.close();
    await balanceCall;
    await expect.poll(() => infoBarBalance(page)).not.toBe(before);
    expect(errors).toEqual([]);
  });

  test('a slot plays in the site frame; rounds refresh the balance and leaving logs out of the game', async ({
    page,
    merchant,
  }) => {
    await logInAs(page, 'member01', '/electron?page=JDB');
    const before = await infoBarBalance(page);
    await playFirstGame(page, 'JDB Gaming');
    await expect(page).toHaveURL(/\/seamless\?gameType=RNG$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Slots game"]');
    await expect(frame.getByText(/Sandbox stand-in for the JDB game client/)).toBeVisible();
    await playUntilBalanceMoves(frame);
    // The frame reports each round; the info bar follows without leaving the game.
    await expect.poll(() => infoBarBalance(page)).not.toBe(before);
    await dismissToasts(page);
    await checkAndShoot(page, merchant.code, 'seamless');

    const logoutGame = page.waitForRequest((request) => request.url().includes('/wps/game/logoutGame'));
    await page.getByRole('link', { name: 'Exit game' }).click();
    expect((await logoutGame).method()).toBe('POST');
    await expect(page).toHaveURL(/\/electron$/);
    expect(await page.evaluate(() => sessionStorage.getItem('game_redirect'))).toBeNull();
  });

  test('the launch sends every field of the spec', async ({ page, merchant }) => {
    const posts = await recordPosts(page, '/wps/game/launchGame');
    await logInAs(page, 'member01', '/live?page=DG');
    await playFirstGame(page, 'Dream Gaming');
    await expect(page).toHaveURL(/\/seamless\?gameType=LIVE$/);
    const [body] = (await posts()) as Record<string, unknown>[];
    expect(Object.keys(body ?? {}).sort()).toEqual(
      [
        'accountType',
        'clientType',
        'confirmTrans',
        'gameId',
        'language',
        'launchMode',
        'merchantCode',
        'nodeId',
        'platform',
        'token',
        'username',
        'vassalage',
      ].sort(),
    );
    expect(body).toMatchObject({
      vassalage: 'DG',
      accountType: 'DG',
      launchMode: 'GLS',
      // DG is a flash vendor (player-site §9).
      platform: 'flash',
      clientType: 3,
      merchantCode: merchant.code,
      username: 'member01',
      language: 'EN',
      // AURUM runs transfer wallets (the launch moves the main balance); VERDE a single wallet.
      confirmTrans: merchant.code === 'AURUM',
    });
    expect(body?.nodeId).toMatch(/^dg-node-/);
    expect(body?.token).toBe(await page.evaluate(() => sessionStorage.getItem('token')));
  });

  test('ALB opens its separate launch page in a window', async ({ page }) => {
    await logInAs(page, 'member01', '/live?page=ALB');
    const opened = page.waitForEvent('popup');
    await playFirstGame(page, 'Allbet');
    const lobby = await opened;
    await lobby.waitForURL(/\/game\/alb\/launch\?session=/);
    await expect(lobby.getByRole('heading', { level: 1, name: 'Allbet' })).toBeVisible();
    await lobby.close();
    await expect(page).toHaveURL(/\/live\?page=ALB$/);
  });
});
