import {
  changePassword,
  expectLoggedIn,
  logOut,
  openLoginPopup,
  registerAurumPlayer,
  registerVerdePhonePlayer,
  sessionKeys,
  submitLogin,
  trackLogins,
  uniqueVerdeMobile,
} from '../src/accounts';
import { checkAndShoot, uniqueName } from '../src/checks';
import { lastSmsId, latestMail, latestSms, resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';

test.beforeEach(async ({ page }) => {
  trackLogins(page);
  await resetSandbox();
});

/** Opens the header's login popup and, from it, the forgot-password dialog. */
async function openForgotPassword(page: import('@playwright/test').Page) {
  await openLoginPopup(page);
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a forgotten password is reset, then changed at the next login', async ({ page, merchant }) => {
  test.setTimeout(120_000);
  let username: string;
  let temporary: string;
  if (merchant.code === 'AURUM') {
    // By e-mail (form-encoded on the wire): the temporary password arrives in the mail outbox.
    username = uniqueName('fp');
    const email = `${username}@mail.example`;
    await registerAurumPlayer(page, { username, password: 'Before123', email });
    await logOut(page);
    const dialog = await openForgotPassword(page);
    await checkAndShoot(page, merchant.code, 'forgot-password');
    await dialog.getByLabel(/^Username/).fill(username);
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/We have sent you an email/);
    temporary = /temporary password is (\S+)\./.exec(await latestMail(merchant.code, email))?.[1] ?? '';
  } else {
    // By phone (JSON): the temporary password arrives by SMS; the button then counts expiredMinutes x 60 s.
    const mobile = uniqueVerdeMobile();
    await registerVerdePhonePlayer(page, mobile, 'Before123');
    username = (await sessionKeys(page)).username ?? '';
    await logOut(page);
    const dialog = await openForgotPassword(page);
    await dialog.getByRole('tab', { name: 'Reset by mobile number' }).click();
    await dialog.getByLabel(/^Username/).fill(username);
    await dialog.getByLabel(/^Mobile number/).fill(mobile);
    const before = await lastSmsId(merchant.code, mobile);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status').first()).toHaveText(/texted a new password/);
    await expect(dialog.getByRole('button', { name: /Resend in (300|29\d)s/ })).toBeVisible();
    await checkAndShoot(page, merchant.code, 'forgot-password-phone');
    temporary = (await latestSms(merchant.code, mobile, before)).code ?? '';
  }
  expect(temporary).not.toBe('');
  await page.keyboard.press('Escape');

  // The temporary password logs in only through a forced change, which ends on /index.
  await openLoginPopup(page);
  await submitLogin(page.getByRole('dialog', { name: 'Log in' }), username, temporary);
  await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
  expect((await sessionKeys(page)).token).toBeUndefined();
  await changePassword(page, temporary, 'After1234');
  await expect(page).toHaveURL(/\/index$/);
  await expectLoggedIn(page);
  expect((await sessionKeys(page)).username).toBe(username);
});

test('an unknown username and e-mail is refused without revealing which', async ({ page, merchant }) => {
  await page.goto('/');
  const dialog = await openForgotPassword(page);
  await dialog.getByLabel(/^Username/).fill('nobody-here');
  await dialog.getByLabel(/^Email/).fill('nobody@mail.example');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('We could not find an account with those details.').first()).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await checkAndShoot(page, merchant.code, 'forgot-password-refused');
});
