import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { control } from './control';
import type { MerchantApp } from './merchants';

/** Helpers of the points browser tests (points-*.spec.ts). */

/** The sandbox's demo payment password (its README). */
export const DEMO_PAYMENT_PASSWORD = 'Pay1234';

/** The password the redeem dialog asks for: the payment password under PAYMENTPASS3 (VERDE), else the login one. */
export function redeemPassword(merchant: MerchantApp): { label: string; value: string } {
  return merchant.code === 'VERDE'
    ? { label: 'Payment password', value: DEMO_PAYMENT_PASSWORD }
    : { label: 'Login password', value: DEMO_PASSWORD };
}

/** A reward card of the mall by its name. */
export const rewardCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true }).first();

/** The points of the user card (English number format), once loaded. */
export async function cardPoints(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'My points' });
  await expect(card.getByText(/^\d[\d,]*$/)).toBeVisible();
  return Number(((await card.getByText(/^\d[\d,]*$/).textContent()) ?? '').replaceAll(',', ''));
}

/** The player's points as the server holds them. */
export async function serverPoints(page: Page, merchantCode: string): Promise<number> {
  return page.evaluate(async (code) => {
    const response = await fetch('/wps/points/balance', {
      headers: { Authorization: sessionStorage.getItem('token') ?? '', Merchant: code },
    });
    return ((await response.json()) as { value: { points: number } }).value.points;
  }, merchantCode);
}

/** Fills the redeem dialog's recipient fields and its password. */
export async function fillRedeem(dialog: Locator, merchant: MerchantApp): Promise<void> {
  const password = redeemPassword(merchant);
  await dialog.getByLabel(password.label).fill(password.value);
  await dialog.getByLabel('Recipient name').fill('Lucky Star');
  await dialog.getByLabel('Delivery address').fill('88 Harbour Road, Wan Chai');
  // Each merchant's mobile rule (registration field mobileNum): AURUM mainland 11 digits, VERDE 10 digits from 03-09.
  await dialog.getByLabel('Contact number').fill(merchant.code === 'VERDE' ? '0912345678' : '13800138000');
}

export interface StoredRedemption {
  id: number;
  username: string;
  status: 'P' | 'A' | 'R';
  quantity: number;
  redeem_type: string;
}

/** The redemptions the sandbox holds for a merchant (control API), newest first. */
export function storedRedemptions(merchant: MerchantApp): Promise<StoredRedemption[]> {
  return control<StoredRedemption[]>(`/redemptions?merchant=${merchant.code}`);
}

/** Approves (A) or rejects (R) a redemption from the back office (control API). */
export function reviewRedemption(id: number, decision: 'A' | 'R', remark: string) {
  return control(`/redemptions/${id}`, { body: { decision, remark } });
}
