import { checkAndShoot, watchErrors } from '../src/checks';
import { captchaAnswer, resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { goInApp } from '../src/lobby';
import {
  cardPoints,
  DEMO_PAYMENT_PASSWORD,
  fillRedeem,
  reviewRedemption,
  rewardCard,
  serverPoints,
  storedRedemptions,
} from '../src/points';
import { loginAs, serverBalance, toastRegion } from '../src/shell';

test.beforeEach(async () => {
  await resetSandbox();
});

test('records: the status filter, a record’s details, and a redemption approved and another rejected in the back office', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await loginAs(page);
  // Two fresh redemptions to review.
  await goInApp(page, '/pointMall?type=3');
  for (const name of ['Bonus credit 50', 'Bonus credit 100']) {
    await rewardCard(page, name).getByRole('button', { name: 'Redeem with points' }).click();
    const dialog = page.getByRole('dialog', { name: `Redeem ${name}` });
    await fillRedeem(dialog, merchant);
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('region', { name: 'My points' }).getByRole('link', { name: 'Points details' }).click();
  await expect(page).toHaveURL(/\/pointDetail$/);
  const records = page.getByRole('tabpanel', { name: 'Redemption records' });
  const row = (name: string) => records.getByRole('row').filter({ hasText: name }).first();
  await expect(row('Bonus credit 50')).toContainText('Pending');
  await expect(row('Bonus credit 100')).toContainText('Pending');

  // The back office decides; the page shows it when the player comes back to it.
  const [second, first] = await storedRedemptions(merchant);
  expect(first?.status).toBe('P');
  await reviewRedemption(first!.id, 'A', 'Credited to the main wallet');
  await reviewRedemption(second!.id, 'R', 'Duplicate request');
  await page.reload();
  await expect(row('Bonus credit 50')).toContainText('Approved');
  await expect(row('Bonus credit 100')).toContainText('Rejected');
  await checkAndShoot(page, merchant.code, 'points-records');

  await records.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/status=R/);
  await expect(records.getByRole('row').filter({ hasText: 'Approved' })).toHaveCount(0);
  await records.getByRole('button', { name: 'Details of Bonus credit 100' }).first().click();
  const details = page.getByRole('dialog', { name: 'Redemption details' });
  await expect(details).toContainText('Duplicate request');
  await expect(details).toContainText('Lucky Star');
  // axe reads colours as painted: wait for the dialog's opening fade to end.
  await expect(details).toHaveCSS('opacity', '1');
  await checkAndShoot(page, merchant.code, 'points-record-details');
  await details.getByRole('button', { name: 'Close' }).click();

  // A range longer than 30 days is explained, not sent.
  await records.getByLabel('From').fill('2020-01-01');
  await records.getByRole('button', { name: 'Search' }).click();
  await expect(records.getByRole('alert')).toHaveText('The range can be at most 30 days.');
  await expect(page).not.toHaveURL(/from=2020/);
  expect(errors).toEqual([]);
});

test('transactions: the ledger of the points the player earned and spent', async ({ page, merchant }) => {
  await loginAs(page);
  await goInApp(page, '/pointDetail?tab=transactions');
  const ledger = page.getByRole('tabpanel', { name: 'Point transactions' });
  const rows = ledger.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(2);
  expect(await rows.count()).toBeLessThanOrEqual(13);
  // The newest line's balance is the balance the server holds.
  const balance = Number(((await rows.nth(1).getByRole('cell').last().textContent()) ?? '').replaceAll(',', ''));
  expect(balance).toBe(await serverPoints(page, merchant.code));
  await checkAndShoot(page, merchant.code, 'points-transactions');
});

test('rules and conversion: the rates, the amount rules, a refused password and a conversion', async ({
  page,
  merchant,
}) => {
  await loginAs(page);
  await goInApp(page, '/pointDetail?tab=rules');
  const rules = page.getByRole('tabpanel', { name: 'Rules and conversion' });
  await expect(rules.getByText(/^\d+\.\d{2}%$/).first()).toBeVisible();
  const before = await serverPoints(page, merchant.code);
  const money = await serverBalance(page, merchant.code);
  const amount = rules.getByLabel('Points to convert');
  await amount.fill('0');
  await amount.blur();
  await expect(amount).toHaveValue('1');
  await rules.getByRole('button', { name: 'Convert' }).click();
  await expect(rules.getByText('Please enter your payment password.')).toBeVisible();
  await checkAndShoot(page, merchant.code, 'points-rules');

  await amount.fill('1000');
  await rules.getByLabel('Payment password').fill('Wrong9999');
  await rules.getByRole('button', { name: 'Convert' }).click();
  await expect(rules.getByLabel('Payment password')).toHaveAttribute('aria-invalid', 'true');
  expect(await serverPoints(page, merchant.code)).toBe(before);

  await rules.getByLabel('Payment password').fill(DEMO_PAYMENT_PASSWORD);
  await rules.getByRole('button', { name: 'Convert' }).click();
  await expect(toastRegion(page)).toContainText('Exchange successful.');
  await expect(amount).toHaveValue('1');
  expect(await serverPoints(page, merchant.code)).toBe(before - 1000);
  expect(await serverBalance(page, merchant.code)).toBeGreaterThan(money);
  await goInApp(page, '/pointMall');
  expect(await cardPoints(page)).toBe(before - 1000);
});

test('guessing the payment password: after three wrong ones the server asks for a captcha, which a dialog shows', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await loginAs(page);
  await goInApp(page, '/pointDetail?tab=rules');
  const rules = page.getByRole('tabpanel', { name: 'Rules and conversion' });
  await expect(rules.getByText(/^\d+\.\d{2}%$/).first()).toBeVisible();
  const before = await serverPoints(page, merchant.code);
  const password = rules.getByLabel('Payment password');
  const convert = rules.getByRole('button', { name: 'Convert' });
  await rules.getByLabel('Points to convert').fill('100');
  for (const guess of ['Guess0001', 'Guess0002', 'Guess0003']) {
    await password.fill(guess);
    await convert.click();
    await expect(rules.getByText('The payment password is incorrect.')).toBeVisible();
    await expect(convert).toBeEnabled();
  }

  // The fourth try is held: the captcha asked for opens over the page.
  await password.fill('Guess0004');
  await convert.click();
  const challenge = page.getByRole('dialog', { name: 'Security check' });
  await expect(challenge).toContainText('The password was entered wrongly several times.');
  await checkAndShoot(page, merchant.code, 'dialog-password-challenge');
  // Nothing typed: said in the dialog, nothing sent.
  await challenge.getByRole('button', { name: 'OK' }).click();
  await expect(challenge.getByText('Please enter the verification code.')).toBeVisible();
  // A wrong answer comes back with a new image and says so.
  await challenge.getByLabel('Verification code').fill('0000');
  await challenge.getByRole('button', { name: 'OK' }).click();
  await expect(
    challenge.getByText('The verification code is wrong or has expired. Please enter it again.'),
  ).toBeVisible();
  // The right one sends the try again: still the wrong password, counted.
  await challenge.getByLabel('Verification code').fill(await captchaAnswer(challenge));
  await challenge.getByRole('button', { name: 'OK' }).click();
  await expect(challenge).toBeHidden();
  await expect(rules.getByText('The payment password is incorrect.')).toBeVisible();

  // Cancelling leaves the refusal in the form and converts nothing.
  await password.fill(DEMO_PAYMENT_PASSWORD);
  await convert.click();
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: 'Cancel' }).click();
  await expect(rules.getByText('Too many wrong passwords. Enter the verification code and try again.')).toBeVisible();
  expect(await serverPoints(page, merchant.code)).toBe(before);

  // The right password with the captcha converts.
  await convert.click();
  await challenge.getByLabel('Verification code').fill(await captchaAnswer(challenge));
  await challenge.getByRole('button', { name: 'OK' }).click();
  await expect(toastRegion(page)).toContainText('Exchange successful.');
  expect(await serverPoints(page, merchant.code)).toBe(before - 100);
  expect(errors).toEqual([]);
});

test('a visitor opening the points detail goes to the log-in page', async ({ page }) => {
  await page.goto('/pointDetail?tab=rules');
  await expect(page).toHaveURL(/\/login/);
});
