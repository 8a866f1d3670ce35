import { checkAndShoot, dismissToasts } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { firstGameOf, logInAs, playFirstGame, playUntilBalanceMoves } from '../src/lobby';

test.beforeEach(async () => {
  await resetSandbox();
});

test.describe('trial games and refusals', () => {
  test('a visitor plays the free trial of a game with supportPlay 0 in the trial frame', async ({ page, merchant }) => {
    await page.goto('/electron?page=CQ9');
    const games = page.getByRole('region', { name: 'CQ9 Gaming games' });
    // Only games with a free trial (supportPlay 0) offer the button.
    const tile = games
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Free trial/ }) })
      .first();
    await tile.getByRole('button', { name: /^Free trial/ }).click();
    await expect(page).toHaveURL(/\/trial\?gameType=RNG$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots · Trial mode' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Slots game"]');
    await expect(frame.getByText(/free trial with play money/)).toBeVisible();
    await playUntilBalanceMoves(frame);
    await dismissToasts(page);
    await checkAndShoot(page, merchant.code, 'trial');
    // Play money: leaving the trial frame ends no real game session.
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.getByRole('link', { name: 'Exit game' }).click();
    await expect(page).toHaveURL(/\/electron$/);
    expect(calls).not.toContain('/wps/game/logoutGame');
  });

  test('a visitor is refused a real game with in_sorry_in and offered the login page', async ({ page }) => {
    await page.goto('/electron?page=PT');
    let launched = false;
    page.on('request', (request) => {
      if (request.url().includes('/wps/game/launchGame')) launched = true;
    });
    await playFirstGame(page, 'Playtech');
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await expect(toasts.getByText('Sorry, please log in first.')).toBeVisible();
    await expect(page).toHaveURL(/\/electron\?page=PT$/);
    expect(launched).toBe(false);
    await toasts.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a trial account (isAgent 4) is refused real games with in_need_true_account but plays free trials', async ({
    page,
  }) => {
    await logInAs(page, 'trial01', '/electron?page=JDB');
    const tile = await firstGameOf(page, 'JDB Gaming');
    await tile.getByRole('button', { name: /^Play now/ }).click();
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('This feature is not available on a trial account. Please use a real account.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/electron\?page=JDB$/);
    await tile.getByRole('button', { name: /^Free trial/ }).click();
    await expect(page).toHaveURL(/\/trial\?gameType=RNG$/);
    await expect(page.frameLocator('iframe[title="Slots game"]').getByText(/free trial/)).toBeVisible();
  });
});
