import { checkAndShoot } from '../src/checks';
import { resetSandbox } from '../src/control';
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
