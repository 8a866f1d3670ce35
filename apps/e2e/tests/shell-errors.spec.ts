import { sessionKeys } from '../src/accounts';
import { checkAndShoot } from '../src/checks';
import { control, resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { injectFault, loginAs, setHostUnavailable, setMaintenance, toastRegion } from '../src/shell';

test.beforeEach(async () => {
  await resetSandbox();
});

test('a session-ending error shows the message and goes home logged out', async ({ page, merchant }) => {
  await loginAs(page, 'member01');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live Casino' }).click();
  await injectFault(merchant, { path: '/wps/v2/wallets/balance', errorCode: 'user.or.token.invalid' });
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Refresh balance' }).click();
  await expect(toastRegion(page)).toContainText('Your session has expired. Please log in again.');
  await page.waitForURL(new RegExp(`:${merchant.port}/$`));
  await expect(page.getByRole('navigation', { name: 'Log in' })).toBeVisible();
  const keys = await sessionKeys(page);
  expect(keys.token).toBeUndefined();
  expect(keys.merchantCode).toBe(merchant.code);
});

test('maintenance switched on shows the maintenance page, and sends visitors home once it ends', async ({
  page,
  merchant,
}) => {
  await setMaintenance(merchant, true, 'Upgrading the platform');
  try {
    await page.goto('/live');
    await expect(page).toHaveURL(/\/maintenance$/);
    // An English visitor reads it in English (the catalogues have the page in every language; CN is the fallback).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Down for maintenance');
    await expect(page.getByText('Upgrading the platform')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /.+/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await checkAndShoot(page, merchant.code, 'shell-maintenance');
  } finally {
    await setMaintenance(merchant, false);
  }
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`:${merchant.port}/$`));
});

test('a restricted region sees access denied with its IP', async ({ page, merchant }) => {
  await control(`/merchants/${merchant.code}/region`, { body: { restricted: true } });
  try {
    await page.goto('/');
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access restricted');
    await expect(page.getByText(/127\.0\.0\.1/)).toBeVisible();
    await checkAndShoot(page, merchant.code, 'shell-access-denied');
  } finally {
    await control(`/merchants/${merchant.code}/region`, { body: { restricted: false } });
  }
});

test('an unavailable domain shows the modal; retry reloads on a healthy domain keeping the affiliate code', async ({
  page,
  merchant,
}) => {
  const hosts = [`127.0.0.1:${merchant.port}`, `localhost:${merchant.port}`];
  // The site loads its list of domains once at start, while its own domain still answers; the hosts go down after.
  const domainList = page.waitForResponse((response) => response.url().endsWith('/wps/system/domainRoute'));
  await page.goto('/?affiliateCode=AFF42&tab=3');
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  expect((await (await domainList).json()).success).toBe(true);
  for (const host of hosts) await setHostUnavailable(host, true);
  try {
    // The next call finds every domain refusing it: the status call the site makes when the tab becomes visible.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const modal = page.getByRole('alertdialog', { name: 'This link is unavailable' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Live support' })).toBeVisible();
    await checkAndShoot(page, merchant.code, 'shell-domain-unavailable');
    await modal.getByRole('button', { name: 'Retry' }).click();
    await expect(modal.getByRole('status')).toContainText(/No working address/);
    await expect(modal).toBeVisible();
    // One domain comes back: retry moves there, with the visitor's attribution.
    await setHostUnavailable(`localhost:${merchant.port}`, false);
    await modal.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL(`http://localhost:${merchant.port}/?affiliateCode=AFF42`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    for (const host of hosts) await setHostUnavailable(host, false);
  }
});

test('a vendor in maintenance opens the recommended hot games, 12 a slide', async ({ page, merchant }) => {
  await control(`/merchants/${merchant.code}/vendors/CQ9/maintenance`, { body: { on: true } });
  try {
    await page.goto('/electron');
    const cq9 = page.getByRole('article').filter({ hasText: 'CQ9 Gaming' }).first();
    await cq9.getByRole('button', { name: /^Free trial/ }).click();
    const modal = page.getByRole('dialog', { name: 'Popular games to try' });
    await expect(modal).toBeVisible();
    const firstSlide = modal.getByRole('group').first();
    await expect(firstSlide.getByRole('article')).toHaveCount(12);
    await expect(modal.getByRole('article').filter({ hasText: 'CQ9 Gaming' })).toHaveCount(0);
    await checkAndShoot(page, merchant.code, 'shell-hot-games');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  } finally {
    await control(`/merchants/${merchant.code}/vendors/CQ9/maintenance`, { body: { on: false } });
  }
});
