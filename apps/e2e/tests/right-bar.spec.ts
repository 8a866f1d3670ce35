import type { Page } from '@playwright/test';
import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';

test.beforeEach(async () => {
  await resetSandbox();
});

const bar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

/** Each merchant's entries as seeded (settings.rightBar), in order, with feedback last. */
const ENTRIES: Record<string, string[]> = {
  AURUM: ['Live chat', 'Skype', 'App download', 'Promotions', 'Speed test', 'Notices', 'Help', 'Feedback'],
  VERDE: ['Zalo', 'Live chat', 'App download', 'Speed test', 'Help', 'Deposit', 'Feedback'],
};

/** The pages the bar leads to, with the heading each shows. */
const PAGES: [string, string, RegExp][] = [
  ['App download', '/download', /^Download the App$/],
  ['Promotions', '/promotions', /^Promotions$/],
  ['Speed test', '/speedtest', /^Speed Test$/],
  ['Notices', '/notices', /^Announcements$/],
  ['Help', '/help', /Help Center/],
];

test("the right bar shows the merchant's entries in order and each leads where it should", async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const entries = bar(page).getByRole('listitem');
  await expect(entries).toHaveText(ENTRIES[merchant.code] ?? []);
  await checkAndShoot(page, merchant.code, 'right-bar');
  // Another site opens in a new tab, and says so.
  const external =
    merchant.code === 'AURUM'
      ? bar(page).getByRole('link', { name: 'Skype (opens in a new window)' })
      : bar(page).getByRole('link', { name: 'Zalo (opens in a new window)' });
  await expect(external).toHaveAttribute(
    'href',
    merchant.code === 'AURUM' ? 'skype:aurum.support?chat' : 'https://zalo.me/verde.support',
  );
  await expect(external).toHaveAttribute('target', '_blank');
  // Pages are routed in place: no page load, no 404.
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  for (const [label, path, heading] of PAGES) {
    const link = bar(page).getByRole('link', { name: label, exact: true });
    if ((await link.count()) === 0) continue;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { name: /not found/i })).toHaveCount(0);
  }
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  // Live chat opens customer service (the chat feature's intent).
  await bar(page).getByRole('button', { name: 'Live chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Feedback opens the feedback feature's modal (its intent).
  await bar(page).getByRole('button', { name: 'Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Feedback' });
  await expect(feedback.getByRole('combobox', { name: /^Type of issue/ })).toHaveValue('1');
  await page.keyboard.press('Escape');
  await expect(feedback).toHaveCount(0);
  if (merchant.code === 'VERDE') {
    // Deposit: the member centre's deposit page, which asks a visitor to log in first.
    await bar(page).getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('back to top shows once the page has scrolled past 200 px and takes the page up', async ({ page }) => {
  await page.goto('/help');
  await expect(bar(page)).toBeVisible();
  // Room to scroll on any page of any length.
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
  });
  const backToTop = bar(page).getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
});

/** The bar's name, its help entry and the chat chooser's title in each language (i18n rightBar.ts, chat.ts). */
const WORDS: Record<string, { bar: string; help: string; liveChat: string; service: string }> = {
  CN: { bar: '快捷入口', help: '帮助中心', liveChat: '在线客服', service: '客服中心' },
  TW: { bar: '快捷入口', help: '幫助中心', liveChat: '線上客服', service: '客服中心' },
  JA: { bar: 'クイックメニュー', help: 'ヘルプ', liveChat: 'ライブチャット', service: 'カスタマーサポート' },
  EN: { bar: 'Quick links', help: 'Help', liveChat: 'Live chat', service: 'Customer service' },
  TH: { bar: 'ลิงก์ด่วน', help: 'ช่วยเหลือ', liveChat: 'แชทสด', service: 'ศูนย์บริการลูกค้า' },
  VI: { bar: 'Lối tắt', help: 'Trợ giúp', liveChat: 'Hỗ trợ trực tuyến', service: 'Trung tâm chăm sóc khách hàng' },
};

test('the right bar and customer service speak each of the merchant’s languages', async ({ page, merchant }) => {
  const status = await (await page.request.get('/wps/system/status', { headers: { Merchant: merchant.code } })).json();
  const offered: string[] = status.value.languages;
  expect(offered.length).toBeGreaterThan(1);
  for (const language of offered) {
    const words = WORDS[language];
    if (!words) throw new Error(`no words for ${language}`);
    await page.addInitScript((lang) => localStorage.setItem('hisLang', lang), language);
    await page.goto('/help');
    const nav = page.getByRole('navigation', { name: words.bar });
    await expect(nav.getByRole('link', { name: words.help, exact: true })).toHaveAttribute('href', '/help');
    await nav.getByRole('button', { name: words.liveChat, exact: true }).click();
    await expect(page.getByRole('dialog', { name: words.service })).toBeVisible();
  }
});
