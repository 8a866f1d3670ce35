import { checkAndShoot } from '../src/checks';
import { expect, test } from '../src/fixtures';
import { freshLaunchState, goInApp, injectFault, logInAs, playFirstGame, vendorMaintenance } from '../src/lobby';
import { centre, routeMode } from '../src/member';

test.beforeEach(async ({ merchant }) => {
  await freshLaunchState(merchant.code);
});

test.afterEach(async ({ merchant }) => {
  await vendorMaintenance(merchant.code, 'DG', false);
});

const notEnough = {
  path: '/wps/game/launchGame',
  errorCode: 'launch_game_balance_not_enough',
  message: 'Your balance is too low to play. Deposit now?',
  value: { balance: 0, required: 1 },
};

test.describe('launch failures', () => {
  test('balance not enough: the prompt offers cancel or deposit; a game window opened for it closes', async ({
    page,
    merchant,
  }) => {
    await logInAs(page, 'member01', '/electron?page=JDB');
    await injectFault(notEnough);
    await playFirstGame(page, 'JDB Gaming');
    const prompt = page.getByRole('alertdialog', { name: 'Insufficient balance' });
    await expect(prompt).toBeVisible();
    await checkAndShoot(page, merchant.code, 'deposit-prompt');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/electron\?page=JDB$/);

    // ALB always opens a window on the click; the failed launch closes it again.
    await goInApp(page, '/live?page=ALB');
    await injectFault(notEnough);
    const opened = page.waitForEvent('popup');
    await playFirstGame(page, 'Allbet');
    const window = await opened;
    await expect.poll(() => window.isClosed()).toBe(true);
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Deposit' }).click();
    // The member centre on its deposit page: the popup, or /member/depositv2 in VERDE's route mode.
    await expect(centre(page, merchant).getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
    if (routeMode(merchant)) await expect(page).toHaveURL(/\/member\/depositv2$/);
  });

  test('vendor under maintenance: the window recommends hot games, 12 a slide, and starts the one chosen', async ({
    page,
    merchant,
  }) => {
    await vendorMaintenance(merchant.code, 'DG', true);
    await logInAs(page, 'member01', '/live?page=DG');
    await playFirstGame(page, 'Dream Gaming');
    const modal = page.getByRole('dialog', { name: 'Popular games to try' });
    await expect(modal).toBeVisible();
    const slides = modal.getByRole('group');
    await expect(slides.first().getByRole('article')).toHaveCount(12);
    await checkAndShoot(page, merchant.code, 'vendor-maintenance');
    // A recommended slot of a vendor that plays in the site frame.
    const slot = slides
      .first()
      .getByRole('article')
      .filter({ hasText: /JDB|CQ9|JILI/ })
      .first();
    await slot.getByRole('button', { name: /^Play now/ }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/seamless\?gameType=/);
    await expect(page.frameLocator('iframe').getByText(/Sandbox stand-in/)).toBeVisible();
  });
});
