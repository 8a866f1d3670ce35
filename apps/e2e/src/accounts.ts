import { expect, type Locator, type Page } from '@playwright/test';
import { uniqueName } from './checks';
import { captchaAnswer, lastSmsId, latestSms } from './control';

export { DEMO_PASSWORD } from './player';

/** VERDE's default phone password. */
export const VERDE_DEFAULT_PASSWORD = 'Verde#Start1';

/** The /login page's form (the header popup has the same widget). */
export const loginForm = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Log in' });

/**
 * Opens the header's login popup. The header swaps its stand-in links for the loaded item when that chunk arrives; a
 * press that straddles the swap (down on one button, up on the other) is no click, so the press is repeated until the
 * popup shows, as a player would press again.
 */
export async function openLoginPopup(page: Page): Promise<Locator> {
  const popup = page.getByRole('dialog', { name: 'Log in' });
  await expect(async () => {
    if (!(await popup.isVisible())) {
      await page.getByRole('navigation', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
    }
    await expect(popup).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return popup;
}

/** Fills and sends the login widget found in `scope`. */
export async function submitLogin(scope: Locator, username: string, password: string): Promise<void> {
  await scope.getByLabel('Username', { exact: true }).fill(username);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The session keys in session storage (player-site §3). */
export function sessionKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
}

/** The calls that answer a login result (player-site §3): their answer says whether a welcome follows. */
const LOGIN_CALLS = /^\/wps\/member\/(login|login\/verify|login\/social|login\/trial|register\/auto)$/;
const logins = new WeakMap<Page, { welcomeDue: boolean; reading: number }>();

/**
 * Watches the page's login answers: a first login (`firstTimeLogin`) of a real account is greeted by a welcome
 * dialog, which `expectLoggedIn` then closes; trial accounts (isAgent 4) get none (it leads to the member centre they
 * may not open). Demo accounts log in for the first time in whichever spec file comes first, so the tests read it
 * from the answer rather than guess. Call it before the page logs in (each spec's beforeEach).
 */
export function trackLogins(page: Page): void {
  const state = { welcomeDue: false, reading: 0 };
  logins.set(page, state);
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !LOGIN_CALLS.test(new URL(response.url()).pathname)) return;
    state.reading++;
    try {
      const body = (await response.json()) as {
        success?: boolean;
        value?: { firstTimeLogin?: boolean; isAgent?: number };
      };
      if (body.success && body.value?.firstTimeLogin && body.value.isAgent !== 4) state.welcomeDue = true;
    } catch {
      // Not an envelope (the page went away): nothing to learn.
    } finally {
      state.reading--;
    }
  });
}

/** Closes the first-login welcome with "Later". */
export async function closeWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog', { name: /^Welcome/ });
  await welcome.getByRole('button', { name: 'Later' }).click();
  await expect(welcome).toBeHidden();
  const state = logins.get(page);
  if (state) state.welcomeDue = false;
}

/** The login went through: a token in the session, and the welcome closed if one was due. */
export async function settleLogin(page: Page): Promise<void> {
  await expect.poll(async () => (await sessionKeys(page)).token ?? '').not.toBe('');
  const state = logins.get(page);
  await expect.poll(() => state?.reading ?? 0).toBe(0);
  if (state?.welcomeDue) await closeWelcome(page);
}

/**
 * Logged in: a token in the session and the info bar in place of the login links (after the welcome, if due). The bar
 * itself, which every screen shows (its logout is in the menu sheet on a phone).
 */
export async function expectLoggedIn(page: Page): Promise<void> {
  await settleLogin(page);
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

/** A VERDE mobile number (10 digits starting 09) nobody has registered in this run. */
export function uniqueVerdeMobile(): string {
  return `09${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

/** Ticks the agreement of the register form. */
export async function acceptAgreement(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /user agreement/ }).check();
}

/** Passes the sandbox's stand-in bot check (its own box: "I am human"). */
export async function passBotCheck(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Click to verify' }).click();
  await page.getByRole('dialog', { name: 'Bot check' }).getByRole('button', { name: 'I am human' }).click();
  await expect(page.getByRole('group', { name: 'Security check' }).getByRole('status')).toHaveText(/Verified/);
}

/**
 * Registers a new AURUM player by username (image captcha answered through the control API) and dismisses the
 * first-login welcome. Leaves the player logged in on /. `path` opens another register address (a referral link).
 */
export async function registerAurumPlayer(
  page: Page,
  player: { username: string; password: string; email?: string; path?: string },
) {
  await page.goto(player.path ?? '/register');
  await page.getByLabel(/^Username/).fill(player.username);
  await page.getByLabel(/^Password/).fill(player.password);
  await page.getByLabel(/^Confirm password/).fill(player.password);
  if (player.email) await page.getByLabel(/^Email/).fill(player.email);
  await page.getByLabel(/^Verification code/).fill(await captchaAnswer(page));
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: /^Welcome/ })).toBeVisible();
  await expectLoggedIn(page);
}

/**
 * Registers a new VERDE player by mobile number: SMS code from the outbox, the stand-in bot check, then the starting
 * password, the forced change to `password` and the welcome. Leaves the player logged in on /index.
 */
export async function registerVerdePhonePlayer(page: Page, mobile: string, password: string): Promise<void> {
  // Opened from another step (the social binding) the page is already there, with state a reload would lose.
  if (new URL(page.url()).pathname !== '/register') await page.goto('/register');
  await page.getByLabel(/^Mobile number/).fill(mobile);
  const before = await lastSmsId('VERDE', mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  const sms = await latestSms('VERDE', mobile, before);
  await page.getByLabel(/^SMS code/).fill(sms.code ?? '');
  await passBotCheck(page);
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  const starting = page.getByRole('dialog', { name: 'Your account is ready' });
  const startingPassword = (await starting.getByTestId('starting-password').textContent()) ?? '';
  await starting.getByRole('button', { name: 'Next' }).click();
  await changePassword(page, startingPassword, password);
  await expect(page).toHaveURL(/\/index$/);
  await expectLoggedIn(page);
}

/**
 * Registers a new player through the merchant's own register form (a username on AURUM; a mobile number and its SMS
 * code on VERDE), from `path` when given (a referral link), and leaves them logged in.
 */
export async function registerNewPlayer(
  page: Page,
  merchant: { code: string },
  password: string,
  options: { path?: string; prefix?: string } = {},
): Promise<void> {
  if (merchant.code === 'AURUM') {
    await registerAurumPlayer(page, { username: uniqueName(options.prefix ?? 'new'), password, path: options.path });
    return;
  }
  if (options.path) await page.goto(options.path);
  await registerVerdePhonePlayer(page, uniqueVerdeMobile(), password);
}

/** Fills the change-password dialog on screen and closes its confirmation. */
export async function changePassword(page: Page, current: string, next: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(/^Current password/).fill(current);
  await dialog.getByLabel(/^New password/).fill(next);
  await dialog.getByLabel(/^Confirm new password/).fill(next);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Your password has been changed')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Logs out through the info bar and its confirmation. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
}
