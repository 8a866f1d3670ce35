import type { Locator, Page } from '@playwright/test';
import { checkAndShoot, watchErrors } from '../src/checks';
import { captchaAnswer, control, resetSandbox } from '../src/control';
import { expect, test } from '../src/fixtures';
import { fakePng, pick, pngFile } from '../src/promotions';
import { injectFault, loginAs } from '../src/shell';

test.beforeEach(async () => {
  await resetSandbox();
});

interface StoredFeedback {
  id: number;
  merchant: string;
  sender: string;
  content: string;
  type: number;
  fileMime: string | null;
  fileBytes: number | null;
}

/** The feedback the sandbox stored with this content (control API). */
async function storedFeedback(content: string): Promise<StoredFeedback | undefined> {
  const rows = await control<StoredFeedback[]>('/feedback');
  return rows.find((row) => row.content === content);
}

/** Opens the feedback modal from the footer's link. */
async function openFeedback(page: Page): Promise<Locator> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const description = (dialog: Locator) => dialog.getByRole('textbox', { name: /^Description/ });
const captchaField = (dialog: Locator) => dialog.getByRole('textbox', { name: /^Verification code/ });
const unique = (what: string) => `${what} ${Date.now().toString(36)} — please have a look at it, thank you.`;

test('a visitor sends feedback from the footer: counter, 20-character minimum, no image, stored without a sender', async ({
  page,
  merchant,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const dialog = await openFeedback(page);
  await expect(dialog.getByRole('combobox', { name: /^Type of issue/ })).toHaveValue('1');
  await expect(dialog.getByText('Log in to attach an image')).toBeVisible();
  await expect(dialog.locator('input[type="file"]')).toHaveCount(0);
  await description(dialog).fill('Too short');
  await expect(dialog.getByText('9/500', { exact: true })).toBeVisible();
  await captchaField(dialog).fill(await captchaAnswer(dialog));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('The description must be 20-500 characters (now 9).')).toBeVisible();
  await checkAndShoot(page, merchant.code, 'feedback');

  // The input stops at 500 characters.
  await description(dialog).fill('x'.repeat(520));
  await expect(description(dialog)).toHaveValue('x'.repeat(500));
  await expect(dialog.getByText('500/500', { exact: true })).toBeVisible();

  const content = unique('The game lobby froze');
  await description(dialog).fill(content);
  await dialog.getByRole('combobox', { name: /^Type of issue/ }).selectOption({ label: 'Game issue' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
  await expect(description(dialog)).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: /^Type of issue/ })).toHaveValue('1');

  const stored = await storedFeedback(content);
  expect(stored).toMatchObject({ merchant: merchant.code, sender: '', type: 3, fileMime: null });
  expect(errors).toEqual([]);
});

test('a player attaches an image: a text file renamed .png is refused, a PNG is stored with the sender', async ({
  page,
  merchant,
}) => {
  await loginAs(page);
  const dialog = await openFeedback(page);
  await pick(dialog, [fakePng()]);
  await expect(dialog.getByText('Please upload an image (jpg, jpeg or png).')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'fake.png' })).toHaveCount(0);
  await pick(dialog, [pngFile('screen.png')]);
  await expect(dialog.getByRole('img', { name: 'screen.png' })).toBeVisible();
  await checkAndShoot(page, merchant.code, 'feedback-player');

  const content = unique('My withdrawal is still pending');
  await dialog.getByRole('combobox', { name: /^Type of issue/ }).selectOption({ label: 'Withdrawal issue' });
  await description(dialog).fill(content);
  await captchaField(dialog).fill(await captchaAnswer(dialog));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'screen.png' })).toHaveCount(0);

  const stored = await storedFeedback(content);
  expect(stored).toMatchObject({ merchant: merchant.code, sender: 'member01', type: 2, fileMime: 'image/png' });
  expect(stored?.fileBytes).toBeGreaterThan(0);
});

test('a wrong captcha and a server failure keep what was typed and say why', async ({ page, merchant }) => {
  await page.goto('/');
  const dialog = await openFeedback(page);
  const content = unique('The deposit did not arrive');
  await description(dialog).fill(content);
  const firstKey = await dialog.locator('[data-captcha-key]').getAttribute('data-captcha-key');
  await captchaField(dialog).fill('WRONG1');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'The verification code is wrong or has expired.' }),
  ).toBeVisible();
  await expect(description(dialog)).toHaveValue(content);
  // The used answer gave way to a new image.
  await expect(dialog.locator('[data-captcha-key]')).not.toHaveAttribute('data-captcha-key', firstKey ?? '');
  await expect(captchaField(dialog)).toHaveValue('');

  await injectFault(merchant, { path: '/wps/feedback/submit', status: 502 });
  const secondKey = await dialog.locator('[data-captcha-key]').getAttribute('data-captcha-key');
  await captchaField(dialog).fill(await captchaAnswer(dialog));
  await dialog.getByRole('button', { name: 'Send' }).click();
  // A gateway failure has no words of its own: the player gets the generic ones.
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again later.' }),
  ).toBeVisible();
  await expect(description(dialog)).toHaveValue(content);
  expect(await storedFeedback(content)).toBeUndefined();

  // Once the server answers again, the same words go through, with the answer to the new image.
  await expect(dialog.locator('[data-captcha-key]')).not.toHaveAttribute('data-captcha-key', secondKey ?? '');
  await expect(dialog.locator('[data-captcha-key]')).toHaveAttribute('data-captcha-key', /.+/);
  await captchaField(dialog).fill(await captchaAnswer(dialog));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
  expect(await storedFeedback(content)).toMatchObject({ sender: '', type: 1 });
});

test('the captcha image gives a new image at most once a second', async ({ page }) => {
  // The page's clock is Playwright's from the start, so the throttle reads the time the test sets.
  await page.clock.install();
  await page.goto('/');
  const dialog = await openFeedback(page);
  const image = dialog.getByRole('button', { name: "Can't read it? Get a new one" });
  await expect(image).toHaveAttribute('data-captcha-key', /.+/);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/system/captcha')) requests.push(request.url());
  });
  // The page's clock stands still while the clicks land (a loaded machine may take over a second for three clicks).
  const now = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(now);
  const before = await image.getAttribute('data-captcha-key');
  // The sandbox gives one caller a new image at most every 250 ms of its own (real) time; the page's clock stands
  // still, so the site's wait-and-ask-again would never fire: let the server's pace pass first.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await image.click();
  await expect(image).not.toHaveAttribute('data-captcha-key', before ?? '');
  const second = await image.getAttribute('data-captcha-key');
  await image.click();
  await image.click();
  await page.clock.setFixedTime(now + 999);
  await image.click();
  expect(requests).toHaveLength(1);
  await expect(image).toHaveAttribute('data-captcha-key', second ?? '');
  await page.clock.setFixedTime(now + 1000);
  await new Promise((resolve) => setTimeout(resolve, 300)); // the server's pace again
  await image.click();
  await expect(image).not.toHaveAttribute('data-captcha-key', second ?? '');
  expect(requests).toHaveLength(2);
});

test('the feedback modal speaks each of the merchant’s languages', async ({ page, merchant }) => {
  const status = await (await page.request.get('/wps/system/status', { headers: { Merchant: merchant.code } })).json();
  const titles: Record<string, string> = {
    CN: '意见反馈',
    TW: '意見回饋',
    JA: 'ご意見・ご要望',
    EN: 'Feedback',
    TH: 'ข้อเสนอแนะ',
    VI: 'Góp ý',
  };
  for (const language of status.value.languages as string[]) {
    const title = titles[language] ?? '';
    await page.addInitScript((lang) => localStorage.setItem('hisLang', lang), language);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: title }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  }
});
