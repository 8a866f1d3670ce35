import { logOut, trackLogins } from '../src/accounts';
import { agentMenu, goToAgentPage, openAgentCentre } from '../src/agent';
import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { routeMode, setFlags } from '../src/member';
import { loginAs } from '../src/shell';

test.beforeEach(async ({ page }) => {
  await resetSandbox();
  trackLogins(page);
});

/** agent01's menu on both seeded merchants (AGEPAG, AGETEAMPNL3 and TEAMBETTING3 on; contracts of all four kinds). */
const MENU = [
  'Announcements',
  'Team Overview',
  'Register Center',
  'Team Management',
  'Agent Transfer',
  'Team Betting',
  'User Profit & Loss',
  'My Income',
  'Account Details',
  'Red Envelopes',
  'Dividends',
  'Daily Salary',
  'Real-time Salary',
  'Hourly Salary',
];

test('agent01 opens the centre from the header; every page shows the sandbox’s team, in the popup or on /agent', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await loginAs(page, 'agent01');
  const scope = await openAgentCentre(page, merchant);
  await expect(agentMenu(scope).getByRole('button')).toHaveText(MENU);
  await expect(scope.getByText('Team size')).toBeVisible();
  // The seeded downline (subagent01 with 2 below it and 2 more, downline01, downline02): 8 accounts, and any other
  // spec's registrations under agent01 since the sandbox started.
  const teamSize = scope.getByText('Team size').locator('..').getByRole('definition');
  await expect(teamSize).toHaveText(/^\d+$/);
  expect(Number(await teamSize.textContent())).toBeGreaterThanOrEqual(8);
  await checkAndShoot(page, merchant.code, 'agent-overview');

  const checks: Record<string, () => Promise<void>> = {
    Announcements: async () => {
      await expect(scope.getByRole('button', { name: /Dividend settlement schedule/ })).toBeVisible();
    },
    'Register Center': async () => {
      await expect(scope.getByRole('heading', { name: 'Open an account' })).toBeVisible();
      await expect(scope.getByRole('heading', { name: 'Referral links' })).toBeVisible();
    },
    'Team Management': async () => {
      const table = scope.getByRole('table', { name: 'Team Management' });
      await expect(table.getByRole('row', { name: /downline01/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /downline05/ })).toHaveCount(0);
    },
    'Agent Transfer': async () => expect(scope.getByText('Main wallet balance')).toBeVisible(),
    'Team Betting': async () => {
      await expect(scope.getByRole('table', { name: 'Team Betting' }).getByRole('row').nth(1)).toBeVisible();
      await expect(scope.getByText('Valid bet').first()).toBeVisible();
    },
    'User Profit & Loss': async () => {
      const table = scope.getByRole('table', { name: 'User Profit & Loss' });
      await expect(table.getByRole('row', { name: /^agent01/ })).toBeVisible();
      await expect(table.getByRole('button', { name: 'View the team of subagent01' })).toBeVisible();
    },
    'My Income': async () =>
      expect(scope.getByRole('table', { name: 'By source' }).or(scope.getByText('No data yet'))).toBeVisible(),
    'Account Details': async () =>
      expect(scope.getByRole('table', { name: 'Account details of agent01' }).getByRole('row').nth(1)).toBeVisible(),
    'Red Envelopes': async () => expect(scope.getByRole('heading', { name: 'Send a red envelope' })).toBeVisible(),
    Dividends: async () => expect(scope.getByRole('button', { name: 'View contracts' })).toBeVisible(),
    'Daily Salary': async () =>
      expect(scope.getByRole('table', { name: 'Daily Salary' }).getByRole('row').nth(1)).toBeVisible(),
    'Real-time Salary': async () => expect(scope.getByRole('table', { name: 'Real-time Salary' })).toBeVisible(),
    'Hourly Salary': async () =>
      expect(
        scope.getByRole('table', { name: 'Hourly Salary' }).or(scope.getByText('No data yet')).first(),
      ).toBeVisible(),
  };
  for (const [label, check] of Object.entries(checks)) {
    await goToAgentPage(scope, label);
    if (routeMode(merchant)) await expect(page).toHaveURL(/\/agent\/\w+/);
    await check();
    await checkAndShoot(page, merchant.code, `agent-${label.toLowerCase().replace(/\W+/g, '-')}`);
  }

  // User loss drills into an agent of the team and back.
  await goToAgentPage(scope, 'User Profit & Loss');
  await scope.getByRole('button', { name: 'View the team of subagent01' }).click();
  await expect(
    scope.getByRole('table', { name: 'User Profit & Loss' }).getByRole('row', { name: /subagent02/ }),
  ).toBeVisible();
  await scope.getByRole('button', { name: 'Back to my team' }).click();
  await expect(
    scope.getByRole('table', { name: 'User Profit & Loss' }).getByRole('row', { name: /^agent01/ }),
  ).toBeVisible();

  // Team management: every level, then one account.
  await goToAgentPage(scope, 'Team Management');
  await scope.getByLabel('Scope').selectOption('ALL');
  const team = scope.getByRole('table', { name: 'Team Management' });
  await expect(team.getByRole('row', { name: /downline05/ })).toBeVisible();
  await scope.getByLabel('Search account').fill('downline0');
  await scope.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(team.getByRole('row', { name: /subagent/ })).toHaveCount(0);
  await scope.getByLabel('Search account').fill('no such!');
  await scope.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(scope.getByText('An account has only letters, digits and underscores.')).toBeVisible();

  if (!routeMode(merchant)) {
    await scope.getByRole('button', { name: 'Close' }).first().click();
    await expect(scope).toBeHidden();
  }
  expect(errors).toEqual([]);
});

test('the Agent entry and pages follow the flags; a member opening /agent is told it is for agents', async ({
  page,
  merchant,
}) => {
  try {
    await setFlags(merchant, { TEAMBETTING3: '0', AGETEAMPNL3: '0' });
    await loginAs(page, 'agent01');
    const scope = await openAgentCentre(page, merchant);
    await expect(agentMenu(scope).getByRole('button', { name: 'Team Betting' })).toHaveCount(0);
    await expect(agentMenu(scope).getByRole('button', { name: 'User Profit & Loss' })).toHaveCount(0);
    await setFlags(merchant, { AGEPAG: '0' });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Agent Center' })).toHaveCount(0);
  } finally {
    await setFlags(merchant, { TEAMBETTING3: '1', AGETEAMPNL3: '1', AGEPAG: '1' });
  }
  await logOut(page);
  await loginAs(page, 'member01');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Agent Center' })).toHaveCount(0);
  await page.goto('/agent');
  await expect(page).toHaveURL(/\/agent\/agentTeamOverview$/);
  await expect(page.getByText('Only agent accounts can use the Agent Center.')).toBeVisible();
  await checkAndShoot(page, merchant.code, 'agent-member-refused');
  await logOut(page);
  await page.goto('/agent');
  await expect(page).toHaveURL(/\/login/);
});

test('the agent centre speaks each of the merchant’s languages', async ({ page, merchant }) => {
  const status = await (await page.request.get('/wps/system/status', { headers: { Merchant: merchant.code } })).json();
  const titles: Record<string, [string, string]> = {
    CN: ['代理中心', '团队投注'],
    TW: ['代理中心', '團隊投注'],
    JA: ['代理センター', 'チームベット'],
    EN: ['Agent Center', 'Team Betting'],
    TH: ['ศูนย์ตัวแทน', 'การเดิมพันของทีม'],
    VI: ['Trung tâm đại lý', 'Cược của đội'],
  };
  const offered: string[] = status.value.languages;
  expect(offered.length).toBeGreaterThan(1);
  await loginAs(page, 'agent01');
  for (const language of offered) {
    await page.addInitScript((lang) => localStorage.setItem('hisLang', lang), language);
    await page.goto('/agent/agentTeamBetting');
    const [title, pageTitle] = titles[language] ?? ['', ''];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(pageTitle);
    await expect(page.getByRole('table', { name: pageTitle }).getByRole('row').nth(1)).toBeVisible();
  }
});
