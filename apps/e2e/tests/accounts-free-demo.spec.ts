import { expectLoggedIn, loginForm, openLoginPopup, sessionKeys, trackLogins } from '../src/accounts';
import { checkAndShoot, dismissToasts, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { FIRST_LOAD, firstGameOf, goInApp } from '../src/lobby';
import { merchantApps } from '../src/merchants';
import { sandboxControl, siteUrl } from '../src/sandbox';

/** Whether a merchant offers the free demo, as its site learns it: `settings.login.freeDemo` (the server's FREEDEMO3). */
async function offersFreeDemo(merchant: string): Promise<boolean> {
  const response = await fetch(`${sandboxControl.url}/wps/system/settings/consolidated`, {
    headers: { Merchant: merchant, Device: 'web', Language: 'EN' },
  });
  const envelope = (await response.json()) as { value: { login: { freeDemo: boolean } } };
  return envelope.value.login.freeDemo;
}

/** A real-money launch as the site would send it, straight to the sandbox with a session's token. */
async function launchRealGame(merchant: string, token: string): Promise<string | null> {
  const response = await fetch(`${sandboxControl.url}/wps/game/launchGame`, {
    method: 'POST',
    headers: {
      Merchant: merchant,
      Device: 'web',
      Language: 'EN',
      Authorization: token,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ gameId: 'JDB-RNG-001', vassalage: 'JDB' }),
  });
  return ((await response.json()) as { errorCode: string | null }).errorCode;
}

const FREE_DEMO = 'Try for free';

test.beforeEach(async ({ page }) => {
  trackLogins(page);
  await resetSandbox();
});

test('a visitor tries for free: a fresh trial account, refused real games, free trials play', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  const offered = await offersFreeDemo(merchant.code);
  await page.goto('/');
  await openLoginPopup(page);
  const popup = page.getByRole('dialog', { name: 'Log in' });
  await expect(popup.getByLabel('Username', { exact: true })).toBeVisible();
  if (!offered) {
    // VERDE (FREEDEMO3 off): no button in the popup, nor on the /login page.
    await expect(popup.getByRole('button', { name: FREE_DEMO })).toHaveCount(0);
    await page.goto('/login');
    await expect(loginForm(page).getByLabel('Username', { exact: true })).toBeVisible();
    await expect(loginForm(page).getByRole('button', { name: FREE_DEMO })).toHaveCount(0);
    return;
  }
  await checkAndShoot(page, merchant.code, 'free-demo-popup');
  await popup.getByRole('button', { name: FREE_DEMO }).click();
  await expectLoggedIn(page);
  await expect(popup).toBeHidden();
  // No first-login welcome: it leads to the member centre a trial account may not open.
  await expect(page.getByRole('dialog', { name: /^Welcome/ })).toHaveCount(0);

  const keys = await sessionKeys(page);
  expect(keys).toMatchObject({
    isAgent: '4',
    merchantCode: merchant.code,
    username: expect.stringMatching(/^demo\d{6}$/),
  });
  const name = keys.username as string;
  // The info bar names the demo account and shows its demo balance.
  const bar = page.getByRole('navigation', { name: 'Account menu' });
  await expect(bar.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await expect(bar.getByRole('listitem').filter({ hasText: 'Balance' })).toContainText(/2,000\.00/, FIRST_LOAD);
  await dismissToasts(page);
  await checkAndShoot(page, merchant.code, 'free-demo-logged-in');

  // A real game: the site refuses it with in_need_true_account, and so would the server.
  await goInApp(page, '/electron?page=JDB');
  const tile = await firstGameOf(page, 'JDB Gaming');
  await tile.getByRole('button', { name: /^Play now/ }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('This feature is not available on a trial account. Please use a real account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/electron\?page=JDB$/);
  expect(await launchRealGame(merchant.code, keys.token as string)).toBe('trial.account.refused');

  // A free trial plays.
  await tile.getByRole('button', { name: /^Free trial/ }).click();
  await expect(page).toHaveURL(/\/trial\?gameType=RNG$/);
  await expect(page.frameLocator('iframe[title="Slots game"]').getByText(/free trial/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('every merchant site shows the free demo button exactly where its settings offer it', async ({ page }) => {
  for (const app of merchantApps()) {
    const offered = await offersFreeDemo(app.code);
    await page.goto(`${siteUrl(app.code)}/login`);
    const form = loginForm(page);
    await expect(form.getByLabel('Username', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: FREE_DEMO }), `${app.code} free demo`).toHaveCount(offered ? 1 : 0);
  }
  // The seed: AURUM offers it (FREEDEMO3 on), VERDE does not.
  expect(await offersFreeDemo('AURUM')).toBe(true);
  expect(await offersFreeDemo('VERDE')).toBe(false);
});
