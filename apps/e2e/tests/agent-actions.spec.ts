import { DEMO_PASSWORD, logOut, registerNewPlayer, trackLogins } from '../src/accounts';
import { agentCentre, goToAgentPage, openAgentCentre, PAYMENT_PASSWORD } from '../src/agent';
import { checkAndShoot, dismissToasts, uniqueName } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { goToPage, openFromInfoBar, routeMode, setFlags } from '../src/member';
import { loginAs, serverBalance } from '../src/shell';

test.beforeEach(async ({ page }) => {
  await resetSandbox();
  trackLogins(page);
});

/** agent01's menu on both seeded merchants (AGEPAG, AGETEAMPNL3 and TEAMBETTING3 on; contracts of all four kinds). */
test('agent01 opens an account under them (a taken name refused first), and the new player logs in', async ({
  page,
  merchant,
}) => {
  await loginAs(page, 'agent01');
  // An agent asking for the member centre's referral page lands on the agent centre's register centre (points §2).
  await page.goto('/member/referral');
  const scope = agentCentre(page, merchant);
  await expect(scope.getByRole('heading', { name: 'Register Center', level: 2 })).toBeVisible();
  if (routeMode(merchant)) await expect(page).toHaveURL(/\/agent\/registerCenter$/);
  else await expect(page.getByRole('dialog', { name: 'Member Center' })).toHaveCount(0);
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
  await scope.getByLabel(/^Username/).fill('ab');
  await scope.getByLabel(/^Login password/).fill(DEMO_PASSWORD);
  await scope.getByRole('button', { name: 'Open account' }).click();
  await expect(scope.getByText('4 to 16 letters or digits').nth(1)).toBeVisible();
  await scope.getByLabel(/^Username/).fill('downline01');
  await scope.getByRole('button', { name: 'Open account' }).click();
  await expect(scope.getByLabel(/^Username/)).toHaveAccessibleDescription(/That username is already taken\./);
  const username = uniqueName('dl');
  await scope.getByLabel(/^Username/).fill(username);
  await scope.getByLabel(/^Login password/).fill(DEMO_PASSWORD);
  await scope.getByRole('button', { name: 'Open account' }).click();
  await expect(scope.getByText(`Account ${username} is open.`)).toBeVisible();
  await goToAgentPage(scope, 'Team Management');
  await expect(
    scope.getByRole('table', { name: 'Team Management' }).getByRole('row', { name: new RegExp(username) }),
  ).toBeVisible();
  if (!routeMode(merchant)) await page.keyboard.press('Escape');
  await logOut(page);
  await loginAs(page, username);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a referral link: created with its QR code, a visitor registers through it, then it is retired', async ({
  page,
  merchant,
}) => {
  await loginAs(page, 'agent01');
  let scope = await openAgentCentre(page, merchant);
  await goToAgentPage(scope, 'Register Center');
  await scope.getByLabel(/^Remark/).fill('Spring campaign');
  await scope.getByRole('button', { name: 'Create link' }).click();
  const created = scope.getByText(/^Referral link \w+ created\.$/);
  await expect(created).toBeVisible();
  const code = /Referral link (\w+) created/.exec((await created.textContent()) ?? '')?.[1] ?? '';
  await expect(scope.getByRole('img', { name: `QR code of referral link ${code}` })).toBeVisible();
  const card = scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code }) });
  await expect(card.getByText('Spring campaign')).toBeVisible();
  const url = new URL((await card.getByText(/\/register\?affiliateCode=/).textContent()) ?? '');
  await expect(card.getByText(/^0 registrations/)).toBeVisible();
  await checkAndShoot(page, merchant.code, 'agent-register-centre');
  if (!routeMode(merchant)) await page.keyboard.press('Escape');
  await logOut(page);

  // A visitor opens the link and registers: the account lands under agent01 and the link counts it.
  const path = `${url.pathname}${url.search}`;
  await registerNewPlayer(page, merchant, DEMO_PASSWORD, { path, prefix: 'ref' });
  await logOut(page);
  await loginAs(page, 'agent01');
  scope = await openAgentCentre(page, merchant);
  await goToAgentPage(scope, 'Register Center');
  await expect(card.getByText(/^1 registrations/)).toBeVisible();
  await card.getByRole('button', { name: `Retire link ${code}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Retire this referral link?' });
  await expect(confirm).toContainText(`Nobody can register through ${code} any more`);
  await checkAndShoot(page, merchant.code, 'agent-retire-link');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(scope.getByText('The referral link is retired.')).toBeVisible();
  await expect(scope.getByRole('heading', { name: code })).toHaveCount(0);
});

test('a red envelope: a wrong payment password keeps the form; sent, downline01 opens a share', async ({
  page,
  merchant,
}) => {
  await loginAs(page, 'agent01');
  let scope = await openAgentCentre(page, merchant);
  await goToAgentPage(scope, 'Red Envelopes');
  const amount = merchant.code === 'VERDE' ? '20000' : '20';
  await scope.getByLabel(/^Total amount/).fill(amount);
  await scope.getByLabel(/^Shares/).fill('600');
  await scope.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(scope.getByText('1 to 500 shares').nth(1)).toBeVisible();
  await scope.getByLabel(/^Shares/).fill('2');
  await scope.getByLabel(/^Message/).fill('Happy new year');
  await scope.getByLabel(/^Payment password/).fill('Wrong999');
  await scope.getByRole('button', { name: 'Send', exact: true }).click();
  // Under its field, with what was typed kept.
  await expect(scope.getByLabel(/^Payment password/)).toHaveAccessibleDescription(
    /The payment password is incorrect\./,
  );
  await expect(scope.getByLabel(/^Total amount/)).toHaveValue(amount);
  await scope.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await scope.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(scope.getByText('The red envelope is on its way.')).toBeVisible();
  const list = scope.getByRole('table', { name: 'Envelopes sent' });
  await expect(list.getByRole('row', { name: /Happy new year/ })).toContainText('0/2');
  if (!routeMode(merchant)) await page.keyboard.press('Escape');
  await logOut(page);

  // downline01 opens a share from the member centre's reward centre (on for VERDE for the test).
  try {
    if (merchant.code === 'VERDE') await setFlags(merchant, { REWCEN3: '1' });
    await loginAs(page, 'downline01');
    const member = await openFromInfoBar(page, merchant, 'Deposit');
    await goToPage(member, 'Reward Center');
    const envelope = member.getByRole('listitem').filter({ hasText: 'Happy new year' });
    await expect(envelope).toContainText('From agent01');
    await envelope.getByRole('button', { name: 'Open' }).click();
    await expect(member.getByRole('status').filter({ hasText: 'You got' })).toBeVisible();
  } finally {
    if (merchant.code === 'VERDE') await setFlags(merchant, { REWCEN3: '0' });
  }
  if (!routeMode(merchant)) await page.keyboard.press('Escape');
  await logOut(page);
  await loginAs(page, 'agent01');
  scope = await openAgentCentre(page, merchant);
  await goToAgentPage(scope, 'Red Envelopes');
  await expect(
    scope.getByRole('table', { name: 'Envelopes sent' }).getByRole('row', { name: /Happy new year/ }),
  ).toContainText('1/2');
});

test('a transfer to downline01: both balances move and both sides are told; a stranger is refused', async ({
  page,
  browser,
  merchant,
}) => {
  const downline = await (await browser.newContext({ baseURL: `http://127.0.0.1:${merchant.port}` })).newPage();
  await downline.addInitScript(() => sessionStorage.setItem('promotionPopupSeen', '1'));
  trackLogins(downline);
  await loginAs(downline, 'downline01');
  const downlineBefore = await serverBalance(downline, merchant.code);
  await dismissToasts(downline);

  await loginAs(page, 'agent01');
  const agentBefore = await serverBalance(page, merchant.code);
  const scope = await openAgentCentre(page, merchant);
  await goToAgentPage(scope, 'Team Management');
  await scope.getByRole('button', { name: 'Agent Transfer downline01' }).click();
  await expect(scope.getByRole('heading', { name: 'Agent Transfer', level: 2 })).toBeVisible();
  const accounts = scope.getByLabel(/^Downline account/);
  await expect(accounts).toHaveValue('downline01');
  const amount = merchant.code === 'VERDE' ? 15000 : 15;

  // Several accounts at once only under AGENTRANSMULTDOWN3 (on for VERDE), and only the agent's own team.
  await accounts.fill('downline01, member01');
  await scope.getByLabel(/^Amount/).fill(String(amount));
  await scope.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await scope.getByRole('button', { name: 'Transfer', exact: true }).click();
  if (merchant.code === 'AURUM') await expect(scope.getByText('One account at a time on this site.')).toBeVisible();
  else await expect(accounts).toHaveAccessibleDescription(/That user is not in your downline\./);
  expect(await serverBalance(page, merchant.code)).toBe(agentBefore);

  await accounts.fill('downline01');
  await scope.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await scope.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(scope.getByText(/^1 transfer\(s\) done/)).toBeVisible();
  await expect.poll(() => serverBalance(page, merchant.code)).toBe(agentBefore - amount);
  await expect.poll(() => serverBalance(downline, merchant.code)).toBe(downlineBefore + amount);
  await expect(page.getByText('Transfer delivered').first()).toBeVisible();
  await expect(downline.getByText('Transfer from your upline').first()).toBeVisible();
  await expect(
    scope
      .getByRole('table', { name: 'Transfer records' })
      .getByRole('row', { name: /downline01/ })
      .first(),
  ).toBeVisible();

  // Back from the downline: the agent is told who sent it, the downline that the upline took it.
  await scope.getByLabel('Direction').first().selectOption('FROM_DOWNLINE');
  await scope.getByLabel(/^Amount/).fill(String(amount));
  await scope.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await scope.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Transfer from a downline').first()).toBeVisible();
  await expect(downline.getByText('Taken back by your upline').first()).toBeVisible();
  await expect.poll(() => serverBalance(downline, merchant.code)).toBe(downlineBefore);
  await downline.context().close();
});
