import { checkAndShoot } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { decodeQr } from '../src/qr';

test.beforeEach(async () => {
  await resetSandbox();
});

test('each app’s QR code decodes to its resource, enlarges to 800 px, and the iOS steps turn', async ({
  page,
  merchant,
}) => {
  const resources = (await (
    await page.request.get('/wps/system/resources', { headers: { Merchant: merchant.code } })
  ).json()) as { value: { resourceType: string; url: string; qrCodeUrl: string | null }[] };
  const origin = `http://127.0.0.1:${merchant.port}`;
  const expected = (type: string) => {
    const resource = resources.value.find((r) => r.resourceType === type);
    return new URL(resource?.qrCodeUrl ?? resource?.url ?? '', origin).href;
  };
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download the App');
  // The cards hold their place with blank codes until the resources arrive; their links come with them.
  await expect(page.getByRole('link', { name: 'Get the iOS app' })).toBeVisible();
  for (const [type, name] of [
    ['IOS', 'iOS app'],
    ['Android', 'Android app'],
    ['H5', 'Mobile site'],
  ] as const) {
    const code = page.getByRole('img', { name: `QR code for the ${name}` });
    await expect(code).toHaveAttribute('width', '200');
    expect(await decodeQr(code)).toBe(expected(type));
  }
  await expect(page.getByRole('link', { name: 'Install the iOS profile' })).toHaveAttribute(
    'href',
    expected('MOBILECONFIG'),
  );
  await checkAndShoot(page, merchant.code, 'download');

  await page.getByRole('button', { name: 'Enlarge the Android app code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Android app' });
  const large = dialog.getByRole('img', { name: 'QR code for the Android app' });
  await expect(large).toHaveAttribute('width', '800');
  expect(await decodeQr(large)).toBe(expected('Android'));
  await checkAndShoot(page, merchant.code, 'download-enlarged');
  await page.keyboard.press('Escape');

  const steps = page.getByRole('region', { name: 'Installing on iOS' });
  await expect(steps.getByRole('group')).toHaveCount(6);
  await expect(steps.getByText('1. Scan the iOS code with the camera')).toBeVisible();
  await steps.getByRole('button', { name: 'Next' }).click();
  await expect(steps.getByRole('button', { name: '2 of 6' })).toHaveAttribute('aria-current', 'true');
});

test('an iPhone on iOS 17 is told to trust the profile; the page speaks each of the merchant’s languages', async ({
  browser,
  page,
  merchant,
}) => {
  const iphone = await browser.newContext({
    baseURL: `http://127.0.0.1:${merchant.port}`,
    viewport: { width: 1280, height: 800 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  const phone = await iphone.newPage();
  await phone.goto('/download');
  await expect(phone.getByRole('note')).toContainText('iOS 17 or later');
  await iphone.close();
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);

  const status = await (await page.request.get('/wps/system/status', { headers: { Merchant: merchant.code } })).json();
  const titles: Record<string, string> = {
    CN: '下载 App',
    TW: '下載 App',
    JA: 'アプリをダウンロード',
    EN: 'Download the App',
    TH: 'ดาวน์โหลดแอป',
    VI: 'Tải ứng dụng',
  };
  for (const language of status.value.languages as string[]) {
    await page.addInitScript((lang) => localStorage.setItem('hisLang', lang), language);
    await page.goto('/download');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[language] ?? '');
  }
});
