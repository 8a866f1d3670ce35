import { createTranslator, type Language, loadMessages } from '@platform/i18n';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expectLoggedIn, loginForm, submitLogin, trackLogins } from '../src/accounts';
import { checkAndShoot, dismissToasts, uniqueName, watchErrors } from '../src/checks';
import { control } from '../src/control';
import { expect, test } from '../src/fixtures';
import { goInApp, infoBarBalance, playFirstGame } from '../src/lobby';
import { clockOffset, moveClock, setClockOffset } from '../src/lottery';
import { centre, goToPage, moneyScale, routeMode, setFlags } from '../src/member';
import type { MerchantApp } from '../src/merchants';
import { loginAs, moneyText, serverCurrency } from '../src/shell';

// Responsible gaming (issue 26): every rule is the server's, moved on by the sandbox clock (control API). Each test
// has a player of its own, since limits and breaks stay with the player for the rest of the worker's run.

const HOUR = 3_600_000;

async function newPlayer(merchant: MerchantApp): Promise<string> {
  const { username } = await control<{ username: string }>('/players', {
    body: { merchant: merchant.code, username: uniqueName('rg') },
  });
  return username;
}

/** Opens the member centre's Responsible Gaming page from the footer's promise, as a player finds it. */
async function openLimits(page: Page, merchant: MerchantApp): Promise<Locator> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Set my limits' }).click();
  const scope = centre(page, merchant);
  await expect(scope.getByRole('heading', { name: 'Responsible Gaming', level: 2 })).toBeVisible();
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
  if (routeMode(merchant)) await expect(page).toHaveURL(/\/member\/responsibleGaming$/);
  return scope;
}

/** A player of the test's own, logged in, on the Responsible Gaming page. */
async function limitsOfNewPlayer(page: Page, merchant: MerchantApp) {
  const player = await newPlayer(merchant);
  await loginAs(page, player);
  return { player, scope: await openLimits(page, merchant) };
}

const region = (scope: Locator, name: string) => scope.getByRole('region', { name });

/** Sets one money limit through the page's form; an empty amount removes it. */
async function setLimit(scope: Locator, kind: string, period: string, amount: string): Promise<void> {
  const limits = region(scope, 'Money limits');
  await limits.getByLabel(/^Limit\*?$/).selectOption({ label: kind });
  await limits.getByLabel('Period').selectOption({ label: period });
  await limits.getByLabel('Amount').fill(amount);
  await limits.getByRole('button', { name: 'Save limit' }).click();
}

/** Puts the sandbox clock back after a test that moved it (the worker's sandbox serves its later tests). */
async function withClock(run: () => Promise<void>): Promise<void> {
  const offset = await clockOffset();
  try {
    await run();
  } finally {
    await setClockOffset(offset);
  }
}

test('a deposit limit: a deposit past it is refused, a raise waits 24 hours on the sandbox clock', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  const scale = moneyScale(merchant);
  const opened = await limitsOfNewPlayer(page, merchant);
  const player = opened.player;
  let scope = opened.scope;
  await checkAndShoot(page, merchant.code, 'responsible-gaming');

  // Bad input stays in the form with its message; nothing is sent.
  await setLimit(scope, 'Deposit limit', 'Daily', '-5');
  await expect(scope.getByText('Enter an amount above 0.')).toBeVisible();
  await setLimit(scope, 'Deposit limit', 'Daily', String(200 * scale));
  await expect(region(scope, 'Money limits').getByRole('status')).toHaveText('Saved. The new limit applies now.');
  const daily = scope.getByRole('progressbar', { name: 'Deposit limit, Daily' });
  await expect(daily).toHaveAttribute('aria-valuenow', '0');

  // The server refuses a deposit past the limit (rg.deposit.limit), in the deposit form.
  await goToPage(scope, 'Deposit');
  await scope.getByLabel('Payment channel').selectOption({ label: 'Bank transfer' });
  await scope.getByLabel('Amount').fill(String(321 * scale));
  await scope.getByRole('button', { name: 'Request deposit' }).click();
  await expect(scope.getByText('This deposit would go over the deposit limit you set.')).toBeVisible();
  await scope.getByLabel('Amount').fill(String(150 * scale));
  await scope.getByRole('button', { name: 'Request deposit' }).click();
  await expect(scope.getByRole('status').filter({ hasText: 'Deposit requested' })).toBeVisible();

  // A raise waits for its cooling-off; the lower limit holds meanwhile, with its use as a bar.
  await goToPage(scope, 'Responsible Gaming');
  await expect(daily).toHaveAttribute('aria-valuenow', '75');
  await setLimit(scope, 'Deposit limit', 'Daily', String(1000 * scale));
  await expect(region(scope, 'Money limits').getByRole('status')).toContainText('after the 24-hour cooling-off period');
  const { digits } = await serverCurrency(page, merchant.code);
  const raised = moneyText(1000 * scale, digits).replaceAll('.', '\\.');
  // In the currency's digits: 1,000.00 yuan, 1,000,000 dong (no ".00").
  await expect(scope.getByText(new RegExp(`^Rises to \\D*${raised}(?![.\\d]).* on `))).toBeVisible();
  await checkAndShoot(page, merchant.code, 'responsible-gaming-pending');

  await withClock(async () => {
    await moveClock(24 * HOUR + 60_000);
    // A day later (a new day, a new session): the raise applies and nothing waits.
    await loginAs(page, player);
    scope = await openLimits(page, merchant);
    await expect(scope.getByText(new RegExp(` of \\D*${raised}\\D*$`)).first()).toBeVisible();
    await expect(scope.getByText(/^Rises to /)).toHaveCount(0);
  });
  expect(errors).toEqual([]);
});

test('the reality check comes at its interval over the game frame with the figures of the rounds played', async ({
  page,
  merchant,
}) => {
  const { scope } = await limitsOfNewPlayer(page, merchant);
  const reality = region(scope, 'Reality check');
  await reality.getByLabel('Remind me').selectOption({ label: 'Every 15 minutes' });
  await reality.getByRole('button', { name: 'Save reminder' }).click();
  await expect(reality.getByRole('status')).toHaveText('Saved.');

  if (!routeMode(merchant)) {
    await page.keyboard.press('Escape');
    await expect(scope).toBeHidden();
  }
  await goInApp(page, '/electron?page=JDB');
  await dismissToasts(page);
  await playFirstGame(page, 'JDB Gaming');
  const frame = page.frameLocator('iframe[title="Slots game"]');
  const balance = frame.locator('#balance');
  await expect(balance).toHaveText(/\d/);
  const before = Number(await balance.textContent());
  const play = frame.getByRole('button').first();
  for (let round = 0; round < 2; round++) {
    await play.click();
    await expect(frame.locator('#result')).not.toHaveText('');
    await expect(play).toBeEnabled();
  }
  const after = Number(await balance.textContent());
  await expect.poll(() => infoBarBalance(page)).toMatch(/\d/);

  await withClock(async () => {
    await moveClock(15 * 60_000);
    // The player comes back to the tab: the site asks the server again and the reminder is due.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    await expect(check.getByText(/^You have been playing for (1[5-9]) min\.$/)).toBeVisible();
    const figure = async (label: string) => {
      const value = check.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
      return Number(((await value.textContent()) ?? '').replace(/[^0-9.-]/g, ''));
    };
    // The game page's stake is 10 a round; the net result is what the rounds moved the balance by.
    expect(await figure('Wagered since login')).toBeCloseTo(20, 2);
    const { digits } = await serverCurrency(page, merchant.code);
    expect(await figure('Net result since login')).toBeCloseTo(after - before, digits);
    await checkAndShoot(page, merchant.code, 'reality-check');
    await check.getByRole('button', { name: 'See my betting history' }).click();
    await expect(check).toBeHidden();
    await expect(centre(page, merchant).getByRole('heading', { name: 'Betting Records', level: 2 })).toBeVisible();
  });
});

test('a session limit shows its timer and blocks a launch once the session has lasted it', async ({
  page,
  merchant,
}) => {
  const { scope } = await limitsOfNewPlayer(page, merchant);
  const session = region(scope, 'Session time');
  await session.getByLabel('Minutes per session').fill('3');
  await session.getByRole('button', { name: 'Save session limit' }).click();
  await expect(session.getByText('From 5 to 1440 minutes; leave empty to remove the limit.').last()).toBeVisible();
  await session.getByLabel('Minutes per session').fill('5');
  await session.getByRole('button', { name: 'Save session limit' }).click();
  await expect(session.getByRole('status')).toHaveText('Saved. The new limit applies now.');
  await expect(page.getByRole('timer', { name: /^Session time 0:0\d of 0:05$/ })).toBeVisible();

  await withClock(async () => {
    await moveClock(6 * 60_000);
    await page.goto('/electron?page=JDB');
    await expect(page.getByRole('timer', { name: 'Session time limit reached' })).toBeVisible();
    await playFirstGame(page, 'JDB Gaming');
    await expect(page.getByText('This session has reached the time limit you set.').first()).toBeVisible();
    await expect(page).not.toHaveURL(/\/seamless/);
  });
});

test('a time-out logs the player out and refuses every login until the clock passes it', async ({ page, merchant }) => {
  trackLogins(page);
  const { player, scope } = await limitsOfNewPlayer(page, merchant);
  const timeOut = region(scope, 'Take a break');
  await expect(timeOut.getByText(/cannot log in until the break ends/)).toBeVisible();
  await timeOut.getByLabel('For').selectOption({ label: '24 hours' });
  await timeOut.getByRole('button', { name: 'Start my break' }).click();
  await expect(timeOut.getByText('Enter your login password to confirm.')).toBeVisible();
  await timeOut.getByLabel('Login password').fill('Wrong1234');
  await timeOut.getByRole('button', { name: 'Start my break' }).click();
  await expect(timeOut.getByText('The login password is incorrect.')).toBeVisible();
  await timeOut.getByLabel('Login password').fill(DEMO_PASSWORD);
  await timeOut.getByRole('button', { name: 'Start my break' }).click();
  await expect(page.getByText(/^Your break has started\. You can log in again after /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  await withClock(async () => {
    await page.goto('/login');
    await submitLogin(loginForm(page), player, DEMO_PASSWORD);
    await expect(
      loginForm(page).getByText(/^You are on a break until .+\. You cannot log in before then\.$/),
    ).toBeVisible();
    await checkAndShoot(page, merchant.code, 'login-time-out');
    await moveClock(24 * HOUR + 60_000);
    await submitLogin(loginForm(page), player, DEMO_PASSWORD);
    await expectLoggedIn(page);
  });
});

test('the page, its warnings and the footer link speak each of the merchant’s languages', async ({
  page,
  merchant,
}) => {
  const status = await (await page.request.get('/wps/system/status', { headers: { Merchant: merchant.code } })).json();
  const languages = status.value.languages as Language[];
  expect(languages.length).toBeGreaterThan(1);
  const player = await newPlayer(merchant);
  await loginAs(page, player);
  for (const language of languages) {
    const t = createTranslator(await loadMessages(language));
    await page.evaluate((code) => localStorage.setItem('hisLang', code), language);
    await page.reload();
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: t('footer.limitsLink') })
      .click();
    const scope = routeMode(merchant) ? page.getByRole('main') : page.getByRole('dialog', { name: t('member.title') });
    await expect(scope.getByRole('heading', { name: t('centre.page.responsibleGaming'), level: 2 })).toBeVisible();
    await expect(scope.getByRole('region', { name: t('responsibleGaming.selfExclusionTitle') })).toContainText(
      t('responsibleGaming.selfExclusionWarning'),
    );
    await expect(scope.getByRole('progressbar', { name: t('responsibleGaming.sessionTitle') })).toHaveCount(0);
    await checkAndShoot(page, merchant.code, `responsible-gaming-${language}`);
  }
});

test('a merchant without responsible gaming shows neither the page nor the footer link', async ({ page, merchant }) => {
  const player = await newPlayer(merchant);
  await setFlags(merchant, { RESPGAM3: '0' });
  try {
    await loginAs(page, player);
    await expect(page.getByRole('contentinfo').getByText(/set yourself limits/)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Set my limits' })).toHaveCount(0);
    const scope = centre(page, merchant);
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Deposit' }).click();
    await expect(scope.getByRole('heading', { name: 'Deposit', level: 2 })).toBeVisible();
    await expect(
      scope.getByRole('navigation', { name: 'Member Center' }).getByRole('button', { name: /^Deposit/ }),
    ).toBeVisible();
    await expect(
      scope.getByRole('navigation', { name: 'Member Center' }).getByRole('button', { name: /^Responsible Gaming/ }),
    ).toHaveCount(0);
  } finally {
    await setFlags(merchant, { RESPGAM3: '1' });
  }
});
