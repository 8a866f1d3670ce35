import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { type centre, centreMenu, goToPage, openFromInfoBar, routeMode } from '../src/member';
import { loginAs } from '../src/shell';

test.beforeEach(async () => {
  await resetSandbox();
});

/**
 * The menu each seeded merchant shows member01 (points §5: AURUM has the mail and reward centres and the salary; both
 * have responsible gaming, RESPGAM3).
 */
const MENUS: Record<string, string[]> = {
  AURUM: [
    'Security Center',
    'Transfer to Upline',
    'Fund Transfer',
    'Deposit',
    'Withdraw',
    'Betting Records',
    'Account Records',
    'Profit & Loss',
    'Bonus Details',
    'Reward Center',
    'Messages',
    'Member Daily Salary',
    'Responsible Gaming',
  ],
  VERDE: [
    'Security Center',
    'Deposit',
    'Withdraw',
    'Betting Records',
    'Account Records',
    'Profit & Loss',
    'Bonus Details',
    'Claim Rebate',
    'Responsible Gaming',
  ],
};

test('every page of the menu shows the sandbox’s data, in the popup or on the /member route', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await loginAs(page);
  const scope = await openFromInfoBar(page, merchant, 'Deposit');
  if (routeMode(merchant)) await expect(page).toHaveURL(/\/member\/depositv2$/);
  else await expect(page).not.toHaveURL(/\/member/);
  await checkAndShoot(page, merchant.code, 'member-deposit');

  const entries = (await centreMenu(scope).getByRole('button').allInnerTexts()).map(
    (text) => text.split('\n')[0] ?? '',
  );
  const expected = MENUS[merchant.code] ?? [];
  // Mission and referral pages follow the public state's promotions; the flags' pages are fixed by the seed.
  expect(entries.filter((entry) => !/Mission|Refer/.test(entry))).toEqual(
    expected.filter((e) => e !== 'Transfer to Upline'),
  );

  const checks: Record<string, (scope: ReturnType<typeof centre>) => Promise<void>> = {
    'Security Center': async (s) => {
      await expect(s.getByText('member01')).toBeVisible();
      await expect(s.getByRole('radio', { name: 'Icon 1' })).toBeVisible();
    },
    'Fund Transfer': async (s) => expect(s.getByText('Total balance')).toBeVisible(),
    Deposit: async (s) =>
      expect(s.getByRole('table', { name: 'Deposit records' }).or(s.getByText('No data yet'))).toBeVisible(),
    Withdraw: async (s) => expect(s.getByText('Available to withdraw')).toBeVisible(),
    'Betting Records': async (s) => {
      await expect(s.getByRole('table', { name: 'Betting Records' }).getByRole('row').nth(1)).toBeVisible();
      await expect(s.getByText('Valid bet').first()).toBeVisible();
    },
    'Account Records': async (s) =>
      expect(s.getByRole('table', { name: 'Account Records' }).or(s.getByText('No data yet'))).toBeVisible(),
    'Profit & Loss': async (s) => expect(s.getByText('Net result')).toBeVisible(),
    'Bonus Details': async (s) =>
      expect(s.getByRole('table', { name: 'Bonus Details' }).or(s.getByText('No data yet'))).toBeVisible(),
    'Reward Center': async (s) => {
      await expect(s.getByRole('heading', { name: 'Daily sign-in' })).toBeVisible();
      await expect(s.getByRole('list', { name: 'Rewards' })).toBeVisible();
    },
    Messages: async (s) =>
      expect(s.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible(),
    'Member Daily Salary': async (s) =>
      expect(s.getByRole('table', { name: 'Member Daily Salary' }).or(s.getByText('No data yet'))).toBeVisible(),
    'Claim Rebate': async (s) => expect(s.getByText('Claimable now')).toBeVisible(),
    'Responsible Gaming': async (s) => {
      await expect(s.getByRole('progressbar', { name: 'Session time' })).toHaveCount(0);
      await expect(s.getByRole('heading', { name: 'Deposit limit', level: 4 })).toBeVisible();
    },
  };
  for (const entry of entries) {
    await goToPage(scope, entry);
    await checks[entry]?.(scope);
    await checkAndShoot(page, merchant.code, `member-${entry.toLowerCase().replace(/[^a-z]+/g, '-')}`);
  }
  expect(errors).toEqual([]);
});

test('a visitor’s referral link shows the referral overlay with the friend overview; other centre pages ask to log in', async ({
  page,
  merchant,
}) => {
  await page.goto('/member/referral');
  await expect(page).toHaveURL(new RegExp(`:${merchant.port}/$`));
  const overlay = page.getByRole('dialog', { name: 'Invite friends' });
  await expect(overlay.getByText('Friends who deposited')).toBeVisible();
  await expect(overlay).toHaveCSS('opacity', '1');
  await checkAndShoot(page, merchant.code, 'member-referral-visitor');
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toBeHidden();
  await page.goto('/member/referral');
  await page.getByRole('dialog', { name: 'Invite friends' }).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.goto('/member/withdraw');
  await expect(page).toHaveURL(/\/login/);
});
