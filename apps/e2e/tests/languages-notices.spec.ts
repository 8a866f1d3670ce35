import { checkAndShoot, resetSandbox } from '../src/accounts';
import { expect, test } from '../src/fixtures';

test.beforeEach(async () => {
  await resetSandbox();
});

test('/lang lists the merchant’s languages in themselves; a choice switches the site, is remembered, goes home', async ({
  page,
  merchant,
}) => {
  const status = await (await page.request.get('/wps/system/status', { headers: { Merchant: merchant.code } })).json();
  const offered: string[] = status.value.languages;
  await page.goto('/lang');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a language');
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('button')).toHaveCount(offered.length);
  await checkAndShoot(page, merchant.code, 'lang');
  await list.getByRole('button', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('CN');
  await page.goto('/lang');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('选择语言');
});

test('/notices pages the notices 10 at a time with the page in the address, each opened in place', async ({
  page,
  merchant,
}) => {
  await page.goto('/notices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements');
  const items = page.getByRole('main').getByRole('list').first().locator(':scope > li');
  await expect(items).toHaveCount(10);
  await items.first().getByRole('button').click();
  await expect(items.first().getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await checkAndShoot(page, merchant.code, 'notices');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/notices\?page=2$/);
  await expect(items).not.toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
});
