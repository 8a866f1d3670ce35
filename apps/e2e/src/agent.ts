import { expect, type Locator, type Page } from '@playwright/test';
import { control } from './control';
import { routeMode } from './member';
import type { MerchantApp } from './merchants';

/** Helpers of the agent centre specs (agent-*.spec.ts). */

export const PAYMENT_PASSWORD = 'Pay1234';

/** The agent centre as the player sees it: the popup (AURUM), or the /agent/<page> route's main region (VERDE). */
export function agentCentre(page: Page, merchant: MerchantApp): Locator {
  return routeMode(merchant) ? page.getByRole('main') : page.getByRole('dialog', { name: 'Agent Center' });
}

export const agentMenu = (scope: Locator) => scope.getByRole('navigation', { name: 'Agent Center' });

/** Opens the agent centre from the header's Agent entry and waits for the team overview. */
export async function openAgentCentre(page: Page, merchant: MerchantApp): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Agent Center' }).click();
  const scope = agentCentre(page, merchant);
  await expect(scope.getByRole('heading', { name: 'Team Overview', level: 2 })).toBeVisible();
  if (routeMode(merchant)) await expect(page).toHaveURL(/\/agent\/agentTeamOverview$/);
  return scope;
}

/** Goes to a page from the centre's menu and waits for its heading and for the loading cover to go. */
export async function goToAgentPage(scope: Locator, label: string): Promise<void> {
  await agentMenu(scope).getByRole('button', { name: label, exact: true }).click();
  await expect(scope.getByRole('heading', { name: label, level: 2 })).toBeVisible();
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
}

export interface StoredContract {
  id: number;
  kind: 'dividend' | 'daily' | 'hourly' | 'realtime';
  status: 'P' | 'E' | 'V' | 'R' | 'T';
  product_type: string | null;
  computation_period: string | null;
}

/** A player's contracts as the sandbox stores them (control API). */
export function storedContracts(merchant: MerchantApp, username: string): Promise<StoredContract[]> {
  return control(`/contracts?merchant=${merchant.code}&username=${username}`, { method: 'GET' });
}

/** A main-wallet balance as the sandbox holds it (control API). */
export async function storedBalance(merchant: MerchantApp, username: string): Promise<number> {
  const funds = await control<{ balance: number }>(`/funds?merchant=${merchant.code}&username=${username}`, {
    method: 'GET',
  });
  return funds.balance;
}
