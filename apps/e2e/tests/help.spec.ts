import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';

test.beforeEach(async () => {
  await resetSandbox();
});

/** Where each merchant's register page points its user agreement (the sandbox's player settings). */
const AGREEMENT: Record<string, { tag: string; title: string }> = {
  AURUM: { tag: 'agreement', title: 'User agreement' },
  VERDE: { tag: 'terms', title: 'Terms and conditions' },
};

test('the register page’s agreement link opens the help centre on that article, its HTML made safe', async ({
  page,
  merchant,
}) => {
  const expected = AGREEMENT[merchant.code] ?? { tag: '', title: '' };
  await page.goto('/register');
  const [help] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('main').getByRole('link', { name: 'user agreement' }).click(),
  ]);
  const errors = watchErrors(help);
  await expect(help).toHaveURL(new RegExp(`/help#${expected.tag}$`));
  await expect(help.getByRole('heading', { level: 1 })).toHaveText('Help Center');
  const article = help.locator(`article#${expected.tag}`);
  await expect(article.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(article).toHaveAttribute('aria-current', 'location');
  // Scrolled to, below the sticky header.
  await expect
    .poll(() => article.evaluate((node) => node.getBoundingClientRect().top))
    .toBeGreaterThan(await help.getByRole('banner').evaluate((node) => node.getBoundingClientRect().bottom - 1));
  expect(await article.evaluate((node) => node.getBoundingClientRect().top)).toBeLessThan(400);
  // The seeded articles carry a script, event handlers and a javascript: link: none of it runs or stays.
  await expect(help.getByRole('heading', { name: 'I forgot my password' })).toBeVisible();
  expect(await help.evaluate(() => (window as { __helpInjected?: boolean }).__helpInjected)).toBeUndefined();
  await expect(help.locator('main script, main iframe, main [onerror], main [onclick]')).toHaveCount(0);
  await checkAndShoot(help, merchant.code, 'help');
  expect(errors).toEqual([]);
  await help.close();
});

test('the search narrows the articles and says when nothing matches; /helpmc is the same centre', async ({ page }) => {
  await page.goto('/helpmc#deposit');
  await expect(page).toHaveURL(/\/help#deposit$/);
  await expect(page.getByRole('heading', { name: 'Deposit methods' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search help' });
  await search.fill('password');
  await expect(page.getByRole('heading', { name: 'I forgot my password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deposit methods' })).toHaveCount(0);
  await search.fill('no such words');
  await expect(page.getByText('No help matches your search.')).toBeVisible();
  await search.fill('');
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Withdrawal' }).click();
  await expect(page).toHaveURL(/\/help#withdraw$/);
});

test('the help centre speaks each of the merchant’s languages', async ({ page, merchant }) => {
  const status = await (await page.request.get('/wps/system/status', { headers: { Merchant: merchant.code } })).json();
  const titles: Record<string, string> = {
    CN: '帮助中心',
    TW: '幫助中心',
    JA: 'ヘルプセンター',
    EN: 'Help Center',
    TH: 'ศูนย์ช่วยเหลือ',
    VI: 'Trung tâm trợ giúp',
  };
  const offered: string[] = status.value.languages;
  for (const language of offered) {
    await page.addInitScript((lang) => localStorage.setItem('hisLang', lang), language);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[language] ?? '');
    await expect(page.getByRole('article').first()).toBeVisible();
  }
});
