import { checkAndShoot } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';

test.beforeEach(async () => {
  await resetSandbox();
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
