import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, loginForm, settleLogin, submitLogin, trackLogins } from '../src/accounts';
import { openAgentCentre, type StoredContract, storedContracts } from '../src/agent';
import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import type { MerchantApp } from '../src/merchants';
import { loginAs } from '../src/shell';

test.beforeEach(async ({ page }) => {
  await resetSandbox();
  trackLogins(page);
});

/** A contract's card in the contract screens, by its title. */
const card = (dialog: Locator, title: string) =>
  dialog.getByRole('listitem').filter({ has: dialog.page().getByRole('heading', { name: title, exact: true }) });

/** agent01's stored contract of a kind (and product), read back through the control API. */
async function stored(merchant: MerchantApp, kind: StoredContract['kind'], productType?: string) {
  const all = await storedContracts(merchant, 'agent01');
  return all.filter((c) => c.kind === kind && (productType === undefined || c.product_type === productType));
}

async function press(page: Page, scope: Locator, button: string, answer?: 'OK' | 'Cancel') {
  await scope.getByRole('button', { name: button, exact: true }).click();
  if (answer) {
    const question = page.getByRole('alertdialog');
    await question.getByRole('button', { name: answer, exact: true }).click();
    await expect(question).toBeHidden();
  }
}

test.describe('contract requests after login', () => {
  test.use({ contractRequests: true });

  test('agent01 answers each pending request; the higher-rate dividend asks first, and cancel sends nothing', async ({
    page,
    merchant,
  }) => {
    const errors = watchErrors(page);
    // The form login: the requests open by themselves as soon as the player is in (after the welcome, if due).
    await page.goto('/login');
    await submitLogin(loginForm(page), 'agent01', DEMO_PASSWORD);
    await settleLogin(page);
    const dialog = page.getByRole('dialog', { name: 'Contract requests' });
    await expect(dialog).toBeVisible();
    // The after-login view lists the requests only: no termination section.
    await expect(dialog.getByRole('heading', { name: 'Contracts in force (termination)' })).toHaveCount(0);
    const live = card(dialog, 'Dividend · Live Casino · Weekly');
    await expect(live).toContainText('Offered');
    await expect(live).toContainText('35.00%');
    await expect(card(dialog, 'Dividend · Slots · Monthly')).toContainText('Revised offer');
    await expect(card(dialog, 'Hourly salary · Live Casino')).toBeVisible();
    await checkAndShoot(page, merchant.code, 'agent-contract-requests');

    // higher_rate: cancelled first (nothing sent), then confirmed.
    await live.getByRole('button', { name: 'Accept' }).click();
    const question = page.getByRole('alertdialog', { name: 'Accept this contract?' });
    await expect(question).toContainText('Some of your downlines have a higher rate than this contract.');
    await checkAndShoot(page, merchant.code, 'agent-contract-higher-rate');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    expect((await stored(merchant, 'dividend', 'LIVE'))[0]?.status).toBe('P');
    await press(page, live, 'Accept', 'OK');
    await expect(dialog.getByRole('status').filter({ hasText: 'Contract updated successfully.' })).toBeVisible();
    await expect(live).toHaveCount(0);
    expect((await stored(merchant, 'dividend', 'LIVE'))[0]?.status).toBe('V');

    // The revised daily offer declined, the hourly offer accepted, the real-time offer declined.
    const daily = card(dialog, 'Daily salary').filter({ hasText: 'Revised offer' });
    await press(page, daily, 'Decline');
    await expect(daily).toHaveCount(0);
    await press(page, card(dialog, 'Hourly salary · Live Casino'), 'Accept');
    await expect(card(dialog, 'Hourly salary · Live Casino')).toHaveCount(0);
    await press(page, card(dialog, 'Real-time salary'), 'Decline');
    await expect(card(dialog, 'Real-time salary')).toHaveCount(0);
    expect((await stored(merchant, 'daily')).map((c) => c.status).sort()).toEqual(['R', 'V']);
    expect((await stored(merchant, 'hourly', 'LIVE'))[0]?.status).toBe('V');
    expect((await stored(merchant, 'realtime')).map((c) => c.status).sort()).toEqual(['R', 'V']);

    // The revised dividend offer (no higher rate) is accepted without a question.
    await press(page, card(dialog, 'Dividend · Slots · Monthly'), 'Accept');
    await expect(dialog.getByText('No contract is waiting for you.')).toBeVisible();
    expect((await stored(merchant, 'dividend', 'RNG'))[0]?.status).toBe('V');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    // Offered once a session: a reload does not bring it back.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Contract requests' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test('the contracts in force end only after a confirmation: hourly sent as a reject, daily by cancel, dividend kept', async ({
  page,
  merchant,
}) => {
  await loginAs(page, 'agent01');
  const centre = await openAgentCentre(page, merchant);
  await centre.getByRole('button', { name: 'View contracts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contracts' });
  await expect(dialog.getByRole('heading', { name: 'Contracts in force (termination)' })).toBeVisible();
  const inForce = dialog.getByRole('list', { name: 'Contracts in force (termination)' });
  await expect(card(inForce, 'Dividend · Sports · Twice a month')).toContainText('In force');
  await checkAndShoot(page, merchant.code, 'agent-contracts');

  // Hourly: one button, terminate (sent as R), asked first.
  const hourly = card(inForce, 'Hourly salary · Slots');
  await expect(hourly.getByRole('button')).toHaveText(['Terminate']);
  await press(page, hourly, 'Terminate', 'OK');
  await expect(hourly).toHaveCount(0);
  expect((await stored(merchant, 'hourly', 'RNG'))[0]?.status).toBe('T');

  // Daily in force: cancel ends it too, after the question.
  const daily = card(inForce, 'Daily salary');
  await press(page, daily, 'Cancel', 'OK');
  await expect(daily).toHaveCount(0);
  expect((await stored(merchant, 'daily')).find((c) => c.status === 'T')).toBeTruthy();

  // Dividend: the question answered Cancel keeps it in force.
  const dividend = card(inForce, 'Dividend · Sports · Twice a month');
  await dividend.getByRole('button', { name: 'Terminate' }).click();
  const question = page.getByRole('alertdialog', { name: 'Terminate this contract?' });
  await expect(question).toContainText('cannot be undone');
  await checkAndShoot(page, merchant.code, 'agent-contract-terminate');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(dividend).toBeVisible();
  expect((await stored(merchant, 'dividend', 'SPORTS'))[0]?.status).toBe('V');
});
