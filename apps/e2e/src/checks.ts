// What every page test does: fail on page errors, axe plus a screenshot, toasts out of the way, unique names.
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';

/** Fails the page on an uncaught error; call first in a test. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * axe on the page (or dialog) as it is, and a screenshot of what the window shows kept as an artefact
 * (`artifacts/screens/<merchant>-<name>.jpeg`). The visual projects compare full pages with baselines; these are for
 * a person looking through a run, so a JPEG of the window (a third of the CPU of a full-page PNG) is enough.
 */
export async function checkAndShoot(page: Page, merchant: string, name: string): Promise<void> {
  await expectAccessible(page);
  await page.screenshot({ path: `artifacts/screens/${merchant}-${name}.jpeg`, type: 'jpeg', quality: 70 });
}

/** Closes the welcome toast stack's messages that would cover the page in screenshots. */
export async function dismissToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole('region', { name: 'Notifications' }).getByRole('button').all()) {
    await close.click({ timeout: 1000 }).catch(() => {});
  }
}

/** A name nobody has used in this sandbox run (usernames are kept across the tests of one run). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toLowerCase();
}
