import { expect, type Page } from '@playwright/test';
import { control } from './control';
import type { MerchantApp } from './merchants';
import { DEMO_PASSWORD, openAsPlayer, type PlayerPageOptions } from './player';
import { sandboxControl } from './sandbox';

/**
 * Opens the home page as a logged-in demo player of the project's merchant, logged in through the API (the login
 * form is what the accounts specs test).
 */
export async function loginAs(
  page: Page,
  username = 'member01',
  password = DEMO_PASSWORD,
  options: Omit<PlayerPageOptions, 'password'> = {},
): Promise<void> {
  await openAsPlayer(page, sandboxControl.merchant, username, { ...options, password });
}

/** Injects one fault rule (control API) for this merchant: an errorCode or HTTP status on a path. */
export function injectFault(
  merchant: MerchantApp,
  rule: { path: string; errorCode?: string; status?: number; message?: string; value?: unknown; times?: number },
) {
  return control('/faults', { body: { merchant: merchant.code, times: 1, ...rule } });
}

/** Marks a host (`127.0.0.1:5101`) unavailable or available again: its calls answer domain_not_available. */
export function setHostUnavailable(host: string, unavailable: boolean) {
  return control('/domains', { body: { host, unavailable } });
}

/** Maintenance of the merchant on or off. */
export function setMaintenance(merchant: MerchantApp, on: boolean, message = 'Upgrading the platform') {
  return control(`/merchants/${merchant.code}/maintenance`, { body: { on, message } });
}

/** The info bar's balance as shown (e.g. `¥1,234.50` or `1.234.000 ₫`). */
export function infoBarBalance(page: Page) {
  return page.getByRole('navigation', { name: 'Account menu' }).locator('li').filter({ hasText: 'Balance' });
}

/** The amount the info bar shows (English number format), or null while it is hidden or loading. */
export async function shownBalance(page: Page): Promise<number | null> {
  const text = (await infoBarBalance(page).textContent()) ?? '';
  const match = /Balance(.*?)Refresh/.exec(text);
  if (!match?.[1] || match[1].includes('*')) return null;
  return Number(match[1].replace(/[^\d.]/g, ''));
}

/** The player's total balance on the server now (the balance call with the page's token). */
export async function serverBalance(page: Page, merchantCode: string): Promise<number> {
  return page.evaluate(async (code) => {
    const response = await fetch('/wps/v2/wallets/balance', {
      headers: { Authorization: sessionStorage.getItem('token') ?? '', Merchant: code },
    });
    return ((await response.json()) as { value: { sumBalance: number } }).value.sumBalance;
  }, merchantCode);
}

/**
 * The player's currency as the balance call names it, and its minor-unit digits (ISO 4217, as Intl knows them): what
 * every amount the site shows is rounded to (VND none, CNY two).
 */
export async function serverCurrency(page: Page, merchantCode: string): Promise<{ code: string; digits: number }> {
  const code = await page.evaluate(async (merchant) => {
    const response = await fetch('/wps/v2/wallets/balance', {
      headers: { Authorization: sessionStorage.getItem('token') ?? '', Merchant: merchant },
    });
    return ((await response.json()) as { value: { currency: string } }).value.currency;
  }, merchantCode);
  return { code, digits: digitsOf(code) };
}

/** The fraction digits of every amount written in `text` the English way (1,234,000 or 1,234.50), in order. */
export const fractionDigitsIn = (text: string) =>
  [...text.matchAll(/\d{1,3}(?:,\d{3})*(?:\.(\d+))?/g)].map((match) => match[1]?.length ?? 0);

/** The ISO 4217 digits of a currency code, as Intl knows them (VND 0, CNY 2). */
export const digitsOf = (code: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;

/** An amount written the English way in `digits` fraction digits (1,000,000 or 1,000.00), for text matches. */
export const moneyText = (amount: number, digits: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);

/**
 * The toast region. Found by its label rather than by role: a Radix modal that opens with or after a toast (the log-in
 * dialog after "please log in first") hides the rest of the page from the accessibility tree, so a role query would
 * race the dialog. Screen readers still hear the toast through Radix's live announcer, which the modal keeps.
 */
export function toastRegion(page: Page) {
  return page.locator('[role="region"][aria-label^="Notifications"]');
}

/** The text of the toasts on screen. */
export async function toastTexts(page: Page): Promise<string> {
  return (await toastRegion(page).allInnerTexts()).join('\n');
}

/** The page does not scroll sideways at the viewport width (wide content must not widen the page). */
export function expectNoHorizontalScroll(page: Page) {
  return expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}
