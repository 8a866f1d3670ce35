import type { Page } from '@playwright/test';
import { checkAndShoot, watchErrors } from '../src/checks';
import { resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { loginAs } from '../src/shell';

test.beforeEach(async ({ page }) => {
  await resetSandbox();
  // Records each window the page opens (address and features), so the popup's size can be read.
  await page.addInitScript(() => {
    const opened: string[][] = [];
    (window as unknown as { __opened: string[][] }).__opened = opened;
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push([String(url ?? ''), target ?? '', features ?? '']);
      return open(url, target, features);
    };
  });
});

const customerService = (page: Page) => page.getByRole('dialog', { name: 'Customer service' });
const channels = (page: Page) => customerService(page).getByRole('list').getByRole('button');

async function openCustomerService(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Live chat' }).click();
  await expect(customerService(page)).toBeVisible();
  await expect(channels(page).first()).toBeVisible();
}

/** Picks a channel and returns the popup's address once it has loaded, and the features it was opened with. */
async function pick(page: Page, title: string): Promise<{ url: string; features: string }> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), channels(page).filter({ hasText: title }).click()]);
  await popup.waitForURL(/\/stand-in\/livechat\/embed/);
  await expect(popup.locator('#log li').first()).toBeVisible();
  const url = popup.url();
  await popup.close();
  const opened = await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
  return { url, features: opened.at(-1)?.[2] ?? '' };
}

test('a visitor gets the channels without club labels; plain and encrypted paths open in a 440 x 750 popup', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await openCustomerService(page);
  await expect(channels(page)).toHaveText([
    'Live chat 24/7Opens in a new window',
    'Customer serviceOpens in a new window',
    'AI assistantOpens in a new window',
    'Account helpOpens in a new window',
  ]);
  await checkAndShoot(page, merchant.code, 'customer-service');
  const plain = await pick(page, 'Live chat 24/7');
  expect(new URL(plain.url).pathname + new URL(plain.url).search).toBe('/stand-in/livechat/embed?entry=livechat');
  expect(plain.features).toBe('width=440,height=750');
  // COMM100's path is sealed: the server opens it (chat.csScript), the popup goes to the vendor's address.
  const sealed = await pick(page, 'Customer service');
  expect(new URL(sealed.url).search).toBe('?entry=comm100');
  expect(sealed.features).toBe('width=440,height=750');
  expect(errors).toEqual([]);
});

test("member01's Gold club label gets the VIP host instead of the channels for everyone", async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await loginAs(page);
  await openCustomerService(page);
  const titles = (await channels(page).allTextContents()).map((text) =>
    text.replace(/(Opens in a new window|Chat with us on this page)$/, ''),
  );
  // The right bar's position: the VIP host (labels 3-5) replaces "Live chat 24/7"; the member centre's: "Deposit
  // help" is for labels 1-2, so the unlabelled "Account help" shows.
  const expected = ['VIP host', 'Customer service', 'AI assistant', 'Account help'];
  // AURUM has the chat room (CBS3): offered first.
  expect(titles).toEqual(merchant.code === 'AURUM' ? ['Chat room', ...expected] : expected);
  const vip = await pick(page, 'VIP host');
  expect(new URL(vip.url).search).toBe('?entry=vip');
  expect(errors).toEqual([]);
});
