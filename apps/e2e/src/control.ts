// The sandbox's control API as the tests use it: calls, resets, the SMS and mail outboxes, captcha answers.
import { expect, type Locator, type Page } from '@playwright/test';
import { sandboxControl } from './sandbox';

/** A call to the sandbox's control API (`/__control/*`, key header); resolves with the envelope's value. */
export async function control<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${sandboxControl.url}/__control${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'X-Control-Key': sandboxControl.key, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as { success: boolean; value: T; message: string | null };
  if (!envelope.success) throw new Error(`control ${path}: ${envelope.message}`);
  return envelope.value;
}

/**
 * Clears faults, rate limits (SMS, captcha, password reset, free demo), the login failures counted per name and per
 * address (with their captcha, slowing and locks: every spec logs in from loopback) and the clock offset between tests.
 */
export const resetSandbox = () => control('/reset', { body: {} });

/** The newest SMS the sandbox "sent" to a number (its outbox), waiting for it to arrive. */
export async function latestSms(
  merchant: string,
  mobile: string,
  after = 0,
): Promise<{ code: string | null; text: string }> {
  let found: { id: number; code: string | null; text: string } | undefined;
  await expect
    .poll(async () => {
      const rows = await control<{ id: number; code: string | null; text: string }[]>(
        `/sms?merchant=${merchant}&mobile=${encodeURIComponent(mobile)}`,
      );
      found = rows.find((row) => row.id > after);
      return found !== undefined;
    })
    .toBe(true);
  return found as { code: string | null; text: string };
}

/** The id of the newest SMS to a number so far (to wait for a newer one). */
export async function lastSmsId(merchant: string, mobile: string): Promise<number> {
  const rows = await control<{ id: number }[]>(`/sms?merchant=${merchant}&mobile=${encodeURIComponent(mobile)}`);
  return rows[0]?.id ?? 0;
}

/** The newest mail to an address (its outbox). */
export async function latestMail(merchant: string, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const rows = await control<{ text: string }[]>(`/mail?merchant=${merchant}&email=${encodeURIComponent(email)}`);
      text = rows[0]?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

/** The answer of the image captcha on screen, read through the control API by the key the image carries. */
export async function captchaAnswer(scope: Page | Locator): Promise<string> {
  const image = scope.locator('[data-captcha-key]').first();
  await expect(image).toHaveAttribute('data-captcha-key', /.+/);
  const key = await image.getAttribute('data-captcha-key');
  return (await control<{ answer: string }>(`/captcha/${key}`)).answer;
}
