import { expect, type Locator, type Page } from '@playwright/test';
import { control } from './control';
import type { MerchantApp } from './merchants';

/** Helpers of the member centre specs (member-*.spec.ts). */

/** VERDE runs the centre on its /member/<page> route (MEMBERROUTE in the seed); AURUM opens it as a popup. */
export const routeMode = (merchant: MerchantApp) => merchant.code === 'VERDE';

/** The centre as the player sees it: the popup, or the page's main region in route mode. */
export function centre(page: Page, merchant: MerchantApp): Locator {
  return routeMode(merchant) ? page.getByRole('main') : page.getByRole('dialog', { name: 'Member Center' });
}

/** VERDE counts in dong: its limits and amounts are a thousand times AURUM's (the seed's money scale). */
export const moneyScale = (merchant: MerchantApp) => (merchant.code === 'VERDE' ? 1000 : 1);

/** The id the server gave a fund request the page sends in `send` (its answer's value). */
export async function requestIdOf(page: Page, path: string, send: () => Promise<void>): Promise<number> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  );
  await send();
  const body = (await (await answer).json()) as { value: { id: number } };
  return body.value.id;
}

/** The centre's menu. */
export const centreMenu = (scope: Locator) => scope.getByRole('navigation', { name: 'Member Center' });

/** Opens the centre from the info bar's account menu entry (Deposit, Withdraw...). */
export async function openFromInfoBar(page: Page, merchant: MerchantApp, entry: string): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: entry }).click();
  const scope = centre(page, merchant);
  await expect(scope.getByRole('heading', { name: entry, level: 2 })).toBeVisible();
  return scope;
}

/** Goes to a page from the centre's menu and waits for its heading and for the loading cover to go. */
export async function goToPage(scope: Locator, label: string): Promise<void> {
  await centreMenu(scope)
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
  await expect(scope.getByRole('heading', { name: label, level: 2 })).toBeVisible();
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Changes a merchant's whitelabel flags through the control API (they last for the sandbox run: set them back) and
 * answers its flags after the change (an empty change reads them).
 */
export function setFlags(merchant: MerchantApp, flags: Record<string, string>) {
  return control<Record<string, string>>(`/merchants/${merchant.code}/flags`, { body: { flags } });
}

/** Runs `body` with `flags` set on the merchant, then puts those flags back as they were. */
export async function withFlags(
  merchant: MerchantApp,
  flags: Record<string, string>,
  body: () => Promise<void>,
): Promise<void> {
  const before = await setFlags(merchant, {});
  await setFlags(merchant, flags);
  try {
    await body();
  } finally {
    await setFlags(merchant, Object.fromEntries(Object.keys(flags).map((flag) => [flag, before[flag] ?? '0'])));
  }
}

/** A fund request decided by the back office (control API): approve or reject, with remarks. */
export function decideFund(
  merchant: MerchantApp,
  username: string,
  kind: 'DEPOSIT' | 'WITHDRAW',
  requestId: number,
  status: 'APPROVED' | 'REJECTED',
  remarks?: string,
) {
  return control('/funds', {
    body: { merchant: merchant.code, username, kind, requestId, status, ...(remarks ? { remarks } : {}) },
  });
}

/** A reward-centre item granted to a player (control API), to be claimed. */
export function grantReward(merchant: MerchantApp, username: string, title: string, amount: number) {
  return control('/reward-centre', {
    body: { merchant: merchant.code, username, source: 'PROMOTION', title, amount, expiresInMs: 86_400_000 },
  });
}

/** A red envelope an agent sends to the direct downline (control API). */
export function sendEnvelope(
  merchant: MerchantApp,
  agent: string,
  totalAmount: number,
  count: number,
  message: string,
) {
  return control('/red-envelopes', { body: { merchant: merchant.code, username: agent, totalAmount, count, message } });
}
