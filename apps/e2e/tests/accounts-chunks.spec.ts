import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';

/** Text only the bot check's chunk carries, and text only Firebase's (our provider and the SDK both name it). */
const BOT_CHECK_MARK = 'initGeetest4';
const FIREBASE_MARK = 'auth/popup-closed-by-user';

/** Every script the page downloads from now on, with its text. */
function collectScripts(page: Page): { url: string; text: Promise<string> }[] {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), text: response.text().catch(() => '') });
    }
  });
  return scripts;
}

async function carrying(scripts: { url: string; text: Promise<string> }[], mark: string): Promise<string[]> {
  const texts = await Promise.all(scripts.map(async (s) => ((await s.text).includes(mark) ? s.url : null)));
  return texts.filter((url): url is string => url !== null);
}

test('the home route carries neither the bot check nor the Firebase SDK', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(await carrying(scripts, BOT_CHECK_MARK)).toEqual([]);
  expect(await carrying(scripts, FIREBASE_MARK)).toEqual([]);
});

test('the bot check arrives with the page that needs it, Firebase never on a stand-in merchant', async ({
  page,
  merchant,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // VERDE runs the bot check on registration (GEETEST3); AURUM asks an image captcha instead.
  expect((await carrying(scripts, BOT_CHECK_MARK)).length > 0).toBe(merchant.code === 'VERDE');
  // Both seeded merchants use the sandbox's social stand-in: the Firebase SDK is never downloaded.
  expect(await carrying(scripts, FIREBASE_MARK)).toEqual([]);
});
