import { checkAndShoot } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { setHostUnavailable } from '../src/shell';

test.beforeEach(async () => {
  await resetSandbox();
});

test('the speed test measures each entry domain; one marked unavailable cannot connect after a re-test', async ({
  page,
  merchant,
}) => {
  const local = `localhost:${merchant.port}`;
  try {
    await page.goto('/speedtest?affiliateCode=AFF42');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speed Test');
    const table = page.getByRole('table', { name: 'Entry addresses and their response times' });
    const own = table.getByRole('row', { name: new RegExp(`127\\.0\\.0\\.1:${merchant.port}`) });
    const other = table.getByRole('row', { name: new RegExp(local) });
    await expect(page.getByRole('status').filter({ hasText: 'Test finished.' })).toBeVisible();
    await expect(own).toContainText(/\d+ ms/);
    await expect(other).toContainText(/Fast|Normal|Slow/);
    // The merchant's other domains do not resolve in the sandbox: they cannot connect and offer no Enter.
    await expect(table.getByRole('row').filter({ hasText: 'Cannot connect' }).first()).toBeVisible();
    await expect(own.getByRole('link', { name: /^Enter / })).toHaveAttribute(
      'href',
      `http://127.0.0.1:${merchant.port}/?affiliateCode=AFF42`,
    );
    await checkAndShoot(page, merchant.code, 'speed-test');

    await setHostUnavailable(local, true);
    await page.getByRole('button', { name: 'Test again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Testing the addresses…' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Test finished.' })).toBeVisible();
    await expect(other).toContainText('Cannot connect');
    await expect(other.getByRole('link')).toHaveCount(0);
    await expect(own).toContainText(/Fast|Normal|Slow/);
  } finally {
    await setHostUnavailable(local, false);
  }
});

test('the speed test speaks each of the merchant’s languages', async ({ page, merchant }) => {
  const status = await (await page.request.get('/wps/system/status', { headers: { Merchant: merchant.code } })).json();
  const titles: Record<string, string> = {
    CN: '线路检测',
    TW: '線路檢測',
    JA: '回線速度テスト',
    EN: 'Speed Test',
    TH: 'ทดสอบความเร็ว',
    VI: 'Kiểm tra tốc độ',
  };
  for (const language of status.value.languages as string[]) {
    await page.addInitScript((lang) => localStorage.setItem('hisLang', lang), language);
    await page.goto('/speedtest');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[language] ?? '');
  }
});
