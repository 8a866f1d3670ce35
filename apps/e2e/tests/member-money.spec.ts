import type { Locator } from '@playwright/test';
import { checkAndShoot, dismissToasts, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { recordPosts, topUp } from '../src/lobby';
import { decideFund, goToPage, moneyScale, openFromInfoBar, requestIdOf, routeMode } from '../src/member';
import { DEMO_PAYMENT_PASSWORD } from '../src/points';
import { fractionDigitsIn, infoBarBalance, loginAs, serverBalance, serverCurrency, shownBalance } from '../src/shell';

test.beforeEach(async () => {
  await resetSandbox();
});

const recordRow = (scope: Locator, table: string, text: string) =>
  scope.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text }).first();

test('a deposit: the channel’s limits refuse a small amount, the request waits, the back office approves it live', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  const scale = moneyScale(merchant);
  await loginAs(page);
  await expect.poll(() => shownBalance(page)).not.toBeNull();
  const before = await serverBalance(page, merchant.code);
  const centre = await openFromInfoBar(page, merchant, 'Deposit');
  await centre.getByLabel('Payment channel').selectOption({ label: 'Bank transfer' });
  const amount = centre.getByLabel('Amount');
  await centre.getByRole('button', { name: 'Request deposit' }).click();
  await expect(centre.getByText('Please enter an amount.')).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill(String(50 * scale));
  await centre.getByRole('button', { name: 'Request deposit' }).click();
  await expect(centre.getByText(/The amount must be at least/)).toBeVisible();
  await amount.fill(String(321 * scale));
  const id = await requestIdOf(page, '/wps/member-centre/deposit', () =>
    centre.getByRole('button', { name: 'Request deposit' }).click(),
  );
  await expect(centre.getByRole('status').filter({ hasText: 'Deposit requested' })).toBeVisible();
  await expect(recordRow(centre, 'Deposit records', 'Pending')).toBeVisible();
  await checkAndShoot(page, merchant.code, 'member-deposit-pending');

  await decideFund(merchant, 'member01', 'DEPOSIT', id, 'APPROVED');
  // The realtime toast (behind the popup, outside the dialog's accessibility tree while it is open).
  await expect(page.getByText('Deposit update').first()).toBeVisible();
  await expect.poll(() => serverBalance(page, merchant.code)).toBeCloseTo(before + 321 * scale, 2);
  // Shown in the currency's digits (whole dong for VERDE, whose balance may hold fractions from the seed's games).
  const { digits } = await serverCurrency(page, merchant.code);
  await expect.poll(() => shownBalance(page)).toBeCloseTo(before + 321 * scale, digits);
  await dismissToasts(page);
  await goToPage(centre, 'Withdraw');
  await goToPage(centre, 'Deposit');
  await expect(recordRow(centre, 'Deposit records', 'Approved')).toBeVisible();
  expect(errors).toEqual([]);
});

test("amounts follow the merchant's currency: its digits in the balance and the limits, a deposit with more refused", async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  const posts = await recordPosts(page, '/wps/member-centre/deposit');
  await loginAs(page);
  await expect.poll(() => shownBalance(page)).not.toBeNull();
  const currency = await serverCurrency(page, merchant.code);
  // What follows reads the digits from the currency; VERDE's seed is the one in dong (no minor unit) that proves it.
  if (merchant.code === 'VERDE') expect(currency).toEqual({ code: 'VND', digits: 0 });
  const balance = (await infoBarBalance(page).textContent()) ?? '';
  expect(fractionDigitsIn(balance)).toEqual([currency.digits]);
  if (currency.digits === 0) expect(balance).not.toMatch(/\.\d/);

  const centre = await openFromInfoBar(page, merchant, 'Deposit');
  await centre.getByLabel('Payment channel').selectOption({ label: 'Bank transfer' });
  const amount = centre.getByLabel('Amount');
  // The channel's smallest amount, as the refusal of a smaller one writes it, has the same digits.
  await amount.fill('1');
  await centre.getByRole('button', { name: 'Request deposit' }).click();
  await expect(amount).toHaveAccessibleDescription(/The amount must be at least/);
  const minimum = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    ((await amount.getAttribute('aria-describedby')) ?? '').split(' '),
  );
  expect(fractionDigitsIn(minimum)).toEqual([currency.digits]);

  // One decimal more than the currency has is refused in words, never rounded and sent.
  const tooPrecise = currency.digits === 0 ? '100.5' : `100.${'5'.repeat(currency.digits + 1)}`;
  await amount.fill(tooPrecise);
  await centre.getByRole('button', { name: 'Request deposit' }).click();
  await expect(amount).toHaveAccessibleDescription(
    currency.digits === 0
      ? 'This currency has no decimals: enter a whole amount.'
      : `Enter an amount with at most ${currency.digits} decimals.`,
  );
  await expect(amount).toHaveValue(tooPrecise);
  await expect(amount).toBeFocused();
  expect(await posts()).toEqual([]);
  expect(errors).toEqual([]);
});

test("the withdrawal page writes the balance, what can be withdrawn and the limits in the currency's digits", async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await loginAs(page);
  await expect.poll(() => shownBalance(page)).not.toBeNull();
  const currency = await serverCurrency(page, merchant.code);
  // VERDE's seed is the one in dong, and its balance holds fractions from the seed's games: shown whole.
  if (merchant.code === 'VERDE') expect(currency).toEqual({ code: 'VND', digits: 0 });
  const centre = await openFromInfoBar(page, merchant, 'Deposit');
  await goToPage(centre, 'Withdraw');
  for (const label of ['Balance', 'Available to withdraw']) {
    const figure = centre.locator('dl > div').filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
    await expect(figure.getByRole('definition')).not.toHaveText('—');
    const text = (await figure.getByRole('definition').textContent()) ?? '';
    expect(fractionDigitsIn(text), `${label}: ${text}`).toEqual([currency.digits]);
  }
  const amount = centre.getByLabel('Amount');
  await expect(amount).toHaveAccessibleDescription(/From .+ to .+/);
  const limits = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    ((await amount.getAttribute('aria-describedby')) ?? '').split(' '),
  );
  expect(fractionDigitsIn(limits), limits).toEqual([currency.digits, currency.digits]);
  await checkAndShoot(page, merchant.code, 'member-withdraw-digits');
  expect(errors).toEqual([]);
});

test('a withdrawal: a wrong payment password is refused under its field, then the back office rejects it with remarks', async ({
  page,
  merchant,
}) => {
  const scale = moneyScale(merchant);
  await topUp(merchant.code, 'member01');
  await loginAs(page);
  const centre = await openFromInfoBar(page, merchant, 'Withdraw');
  await expect(centre.getByText('Available to withdraw')).toBeVisible();
  const amount = centre.getByLabel('Amount');
  await amount.fill(String(150 * scale));
  await centre.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(centre.getByText('Please enter your payment password.')).toBeVisible();
  await centre.getByLabel('Payment password').fill('Wrong999');
  await centre.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(centre.getByText('The payment password is incorrect.')).toBeVisible();
  await expect(amount).toHaveValue(String(150 * scale));

  await centre.getByLabel('Payment password').fill(DEMO_PAYMENT_PASSWORD);
  const id = await requestIdOf(page, '/wps/member-centre/withdraw', () =>
    centre.getByRole('button', { name: 'Request withdrawal' }).click(),
  );
  await expect(recordRow(centre, 'Withdrawal records', 'Pending')).toBeVisible();
  await decideFund(merchant, 'member01', 'WITHDRAW', id, 'REJECTED', 'Payee name does not match the bank');
  await expect(page.getByText(/Payee name does not match the bank/).first()).toBeVisible();
  await dismissToasts(page);
  await goToPage(centre, 'Deposit');
  await goToPage(centre, 'Withdraw');
  await expect(recordRow(centre, 'Withdrawal records', 'Rejected')).toContainText('Payee name does not match the bank');
  await checkAndShoot(page, merchant.code, 'member-withdraw-rejected');
});

test('fund transfer between two wallets moves the money (AURUM: transfer wallets; VERDE: single wallet, no page)', async ({
  page,
  merchant,
}) => {
  await topUp(merchant.code, 'member01');
  await loginAs(page);
  const centre = await openFromInfoBar(page, merchant, 'Deposit');
  if (routeMode(merchant)) {
    // VERDE runs a single wallet: the page is not in the menu, and its address falls back to the security centre.
    await expect(
      centre.getByRole('navigation', { name: 'Member Center' }).getByRole('button', { name: 'Fund Transfer' }),
    ).toHaveCount(0);
    await page.goto('/member/transferFund');
    await expect(centre.getByRole('heading', { name: 'Security Center', level: 2 })).toBeVisible();
    return;
  }
  await goToPage(centre, 'Fund Transfer');
  const facts = centre.getByRole('definition');
  await expect(facts.first()).toBeVisible();
  await centre.getByLabel('From wallet').selectOption({ index: 1 });
  await centre.getByLabel('To wallet').selectOption({ index: 1 });
  await centre.getByLabel('Amount').fill('12.5');
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.getByText('Choose two different wallets.')).toBeVisible();
  const to = centre.getByLabel('To wallet');
  await to.selectOption({ index: 2 });
  const toName = (await to.locator('option:checked').textContent()) ?? '';
  const toValue = centre
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${toName}$`) })
    .locator('xpath=following-sibling::dd');
  const beforeTo = Number(((await toValue.textContent()) ?? '').replace(/[^\d.]/g, ''));
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Transfer complete.' })).toBeVisible();
  await expect
    .poll(async () => Number(((await toValue.textContent()) ?? '').replace(/[^\d.]/g, '')))
    .toBeCloseTo(beforeTo + 12.5, 2);
  await checkAndShoot(page, merchant.code, 'member-transfer-fund');
});

test('a downline transfers to the upline with the payment password where the merchant allows it', async ({
  page,
  merchant,
}) => {
  await topUp(merchant.code, 'downline01');
  await loginAs(page, 'downline01');
  const centre = await openFromInfoBar(page, merchant, 'Deposit');
  const entry = centre
    .getByRole('navigation', { name: 'Member Center' })
    .getByRole('button', { name: 'Transfer to Upline' });
  if (merchant.code === 'VERDE') {
    // VERDE keeps AGETRANSFERUP3 off: no entry, even for a downline with toUpline 1.
    await expect(entry).toHaveCount(0);
    return;
  }
  await goToPage(centre, 'Transfer to Upline');
  await expect(centre.getByText('agent01')).toBeVisible();
  const before = await serverBalance(page, merchant.code);
  await centre.getByLabel('Amount').fill('25');
  await centre.getByLabel('Payment password').fill(DEMO_PAYMENT_PASSWORD);
  await centre.getByLabel('Note (optional)').fill('For the team dinner');
  await centre.getByRole('button', { name: 'Transfer to upline', exact: true }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Transferred ¥25.00 to agent01.' })).toBeVisible();
  await expect.poll(() => serverBalance(page, merchant.code)).toBeCloseTo(before - 25, 2);
  await checkAndShoot(page, merchant.code, 'member-transfer-upline');
});
