import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { expectNoHorizontalScroll } from '../src/shell';

// The banners' slide show and its controls: they exist only for a player who has not asked for less motion.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async () => {
  await resetSandbox();
});

test('the home page shows the banners and notices of the sandbox in the merchant theme', async ({ page, merchant }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(merchant.displayName);
  await expect(page.getByRole('banner')).toContainText(merchant.displayName);
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel.getByRole('img', { name: 'Welcome to the tables' })).toBeVisible();
  await expect(carousel.getByRole('img')).toHaveCount(5);
  await expect(carousel.getByRole('button', { name: 'Pause slide show' })).toBeVisible();
  const notices = page.getByRole('region', { name: 'Announcements' });
  await expect(notices.getByRole('listitem')).toHaveCount(3);
  await expectNoHorizontalScroll(page);
  await checkAndShoot(page, merchant.code, 'shell-home');
  expect(errors).toEqual([]);
});

test('the notice list pages 10 notices at a time and opens the one chosen', async ({ page, merchant }) => {
  await page.goto('/');
  const notices = page.getByRole('region', { name: 'Announcements' });
  const first = notices.getByRole('listitem').first();
  const title = (await first.textContent()) ?? '';
  await first.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog.getByRole('button', { name: new RegExp(title) })).toHaveAttribute('aria-expanded', 'true');
  await checkAndShoot(page, merchant.code, 'shell-notices');
  await page.keyboard.press('Escape');
  await notices.getByRole('button', { name: /All notices/ }).click();
  await expect(dialog.getByRole('list').first().locator(':scope > li')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(dialog.getByRole('list').first().locator(':scope > li')).not.toHaveCount(0);
});

test('a promotion banner opens /promotions on that promotion', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  await carousel.getByRole('button', { name: 'Pause slide show' }).click();
  await carousel
    .getByRole('button', { name: 'Go to slide 2' })
    .or(carousel.getByRole('button', { name: /2/ }))
    .first()
    .click();
  await carousel.getByRole('img', { name: 'First deposit 100%' }).click();
  await expect(page).toHaveURL(/\/promotions#\w+/);
});

test('each page of the SEO list gets its meta block; other pages only the site title', async ({ page, merchant }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`${merchant.displayName} - Online casino and sports`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`:${merchant.port}/$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Online casino/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live Casino' }).click();
  await expect(page).toHaveTitle(`Live casino - ${merchant.displayName}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/live$/);
  await page.goto('/member');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(merchant.displayName);
  await expect(page.locator('meta[name="description"]')).toHaveCount(0);
  await checkAndShoot(page, merchant.code, 'shell-not-found');
});

test('the picker offers the merchant languages; the chosen one stays after a reload (hisLang)', async ({
  page,
  merchant,
}) => {
  const status = await (await page.request.get('/wps/system/status')).json();
  const offered: string[] = status.value.languages;
  // A language of the merchant's list other than English, named in itself as the picker shows it.
  const target = offered.includes('TH')
    ? { code: 'TH', name: 'ไทย', lang: 'th', skip: 'ข้ามไปยังเนื้อหาหลัก' }
    : { code: 'JA', name: '日本語', lang: 'ja', skip: 'メインコンテンツへスキップ' };
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/.+/);
  await page.getByRole('button', { name: /Choose language/ }).click();
  const choices = page.getByRole('list', { name: 'Choose language' }).getByRole('button');
  await expect(choices).toHaveCount(offered.length);
  await checkAndShoot(page, merchant.code, 'shell-language-picker');
  await choices.filter({ hasText: target.name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe(target.code);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
  await expect(page.getByRole('link', { name: target.skip })).toHaveCount(1);
});

test('keyboard users skip to the content and land on the new page heading after navigating', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/.+/);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sports', exact: true })
    .click();
  await expect(page.locator('main h1')).toBeFocused();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sports', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('below 1024 px a merchant with a mobile site sends the visitor there, keeping the referral code', async ({
  browser,
  merchant,
}) => {
  const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
  const status = await (await page.request.get('/wps/system/status')).json();
  const mobile: string | null = status.value.mobileTemplate;
  await page.route('https://m.verde.example/**', (route) =>
    route.fulfill({ body: '<h1>mobile</h1>', contentType: 'text/html' }),
  );
  await page.goto('/?r=FRIEND7');
  if (mobile) {
    await expect(page).toHaveURL(`${mobile}?r=FRIEND7`);
  } else {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(merchant.displayName);
    expect(new URL(page.url()).port).toBe(String(merchant.port));
  }
  await page.close();
});
