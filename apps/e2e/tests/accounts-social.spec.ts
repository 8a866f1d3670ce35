import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectLoggedIn,
  loginForm,
  logOut,
  openLoginPopup,
  registerVerdePhonePlayer,
  sessionKeys,
  submitLogin,
  trackLogins,
  uniqueVerdeMobile,
} from '../src/accounts';
import { checkAndShoot, dismissToasts } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';

test.beforeEach(async ({ page }) => {
  trackLogins(page);
  await resetSandbox();
});

/**
 * Presses a social button and picks a test identity on the sandbox's stand-in sign-in page (its popup), as a player
 * picks an account on Google's.
 */
async function signInWith(page: Page, button: string, identity: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupOpened;
  // The site closes the window as soon as the token arrives: listen before choosing.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: identity }).click();
  await closed;
}

test('signs in with a social identity already bound to an account', async ({ page, merchant }) => {
  await page.goto('/login');
  await checkAndShoot(page, merchant.code, 'login-social');
  // The seed binds Google's "Member One" to member01 on every merchant.
  await signInWith(page, 'Continue with Google', 'Member One');
  await expectLoggedIn(page);
  expect((await sessionKeys(page)).username).toBe('member01');
});

test('binds a new identity by logging in to an existing account', async ({ page, merchant }) => {
  await page.goto('/');
  await openLoginPopup(page);
  await signInWith(page, 'Continue with Google', 'New Comer');
  const choice = page.getByRole('dialog', { name: 'Link your account' });
  await expect(choice).toContainText('Signed in with Google as New Comer');
  await checkAndShoot(page, merchant.code, 'social-bind-choice');
  await choice.getByRole('button', { name: 'Log in to my account' }).click();
  const popup = page.getByRole('dialog', { name: 'Log in' });
  await expect(popup).toContainText('Log in to link this Google sign-in to your account.');
  await submitLogin(popup, 'agent01', DEMO_PASSWORD);
  await expectLoggedIn(page);
  await logOut(page);

  // The identity is bound now: the same sign-in logs agent01 in at once.
  await openLoginPopup(page);
  await signInWith(page, 'Continue with Google', 'New Comer');
  await expectLoggedIn(page);
  expect((await sessionKeys(page)).username).toBe('agent01');
});

test('registers a new account for an unbound identity where the merchant allows it', async ({ page, merchant }) => {
  await page.goto('/login');
  if (merchant.code === 'AURUM') {
    // FIREBASECREATEACC3: the account is created at once (autoRegister) and logged in.
    await signInWith(page, 'Continue with Facebook', 'Facebook Newcomer');
    const choice = page.getByRole('dialog', { name: 'Link your account' });
    await choice.getByRole('button', { name: 'Sign up instead' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome, Facebook Newcomer!' })).toBeVisible();
    await expectLoggedIn(page);
    expect((await sessionKeys(page)).username).toMatch(/^f/);
    return;
  }
  // SSOMANUALREG3: the register form opens instead, and the registration's login binds the identity.
  await signInWith(page, 'Continue with phone number', 'Phone Newcomer');
  const choice = page.getByRole('dialog', { name: 'Link your account' });
  await choice.getByRole('button', { name: 'Sign up instead' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Sign up to link this phone number sign-in to a new account.')).toBeVisible();
  await dismissToasts(page);
  await checkAndShoot(page, merchant.code, 'social-register-form');
  await registerVerdePhonePlayer(page, uniqueVerdeMobile(), 'Linked2024');
  const username = (await sessionKeys(page)).username;
  await logOut(page);

  await page.goto('/login');
  await signInWith(page, 'Continue with phone number', 'Phone Newcomer');
  await expectLoggedIn(page);
  expect((await sessionKeys(page)).username).toBe(username);
});

test('closing the stand-in window without choosing changes nothing', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await (await popupOpened).close();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(loginForm(page).getByLabel('Username', { exact: true })).toBeVisible();
  expect((await sessionKeys(page)).token).toBeUndefined();
});
