// A player's main journeys on a phone, by touch (issue 24): log in from the compact header, a free trial in the
// full-screen game page and back, a new account, feedback from the menu's shortcuts. The frame itself and the layout
// of every route are in phone-frame.spec.ts.
import {
  DEMO_PASSWORD,
  expectLoggedIn,
  openLoginPopup,
  registerNewPlayer,
  submitLogin,
  trackLogins,
} from '../src/accounts';
import { checkAndShoot, watchErrors } from '../src/checks';
import { captchaAnswer, resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { openMenu, tabBar } from '../src/phone';

test.beforeEach(async () => {
  await resetSandbox();
});

test('a visitor plays a free trial in the full-screen game page, comes back, and logs in from the compact header', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  trackLogins(page);
  await page.goto('/electron?page=CQ9');
  const tile = page
    .getByRole('region', { name: 'CQ9 Gaming games' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Free trial/ }) })
    .first();
  await tile.getByRole('button', { name: /^Free trial/ }).tap();
  await expect(page).toHaveURL(/\/trial\?gameType=RNG$/);
  // The game takes the whole screen, its bar and the way back on top; the header and the tab bar are under it.
  const game = page.getByRole('region', { name: 'Slots · Trial mode' });
  await expect(page.frameLocator('iframe[title="Slots game"]').getByText(/free trial with play money/)).toBeVisible();
  expect(await game.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await checkAndShoot(page, `phone-${merchant.code}`, 'trial');
  await page.getByRole('link', { name: 'Exit game' }).tap();
  await expect(page).toHaveURL(/\/electron$/);
  await expect(tabBar(page)).toBeVisible();

  const popup = await openLoginPopup(page);
  expect(await popup.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390 });
  await submitLogin(popup, 'member01', DEMO_PASSWORD);
  await expectLoggedIn(page);
  expect(errors).toEqual([]);
});

test('a new player registers on a phone and lands logged in', async ({ page, merchant }) => {
  const errors = watchErrors(page);
  // The first login's welcome is answered "Later" once it shows (settleLogin).
  trackLogins(page);
  await page.goto('/');
  await registerNewPlayer(page, merchant, 'Phone1234');
  await expect(
    page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Refresh balance' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("feedback from the menu's shortcuts: a full-height sheet, sent and thanked", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const sheet = await openMenu(page);
  await sheet.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Feedback' }).tap();
  await expect(sheet).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog).toBeVisible();
  expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await dialog
    .getByRole('textbox', { name: /^Description/ })
    .fill(`Sent from a phone ${Date.now().toString(36)}, everything fits on the screen.`);
  await dialog.getByRole('textbox', { name: /^Verification code/ }).fill(await captchaAnswer(dialog));
  await dialog.getByRole('button', { name: 'Send' }).tap();
  await expect(dialog.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
  expect(errors).toEqual([]);
});
