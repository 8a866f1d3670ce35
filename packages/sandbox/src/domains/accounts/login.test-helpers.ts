import type { TestSandbox } from '../../core/testing';

/** The login tests' reads of the SMS outbox and the Firebase stand-in, on the sandbox a test file opens (`current`). */
export function loginTestHelpers(current: () => TestSandbox) {
  async function latestSms(mobile: string, merchant = 'VERDE') {
    const outbox = await current().control('GET', `/__control/sms?merchant=${merchant}&mobile=${mobile}`);
    return outbox.body.value[0] as { code: string | null; text: string };
  }

  async function firebaseToken(merchant: string, channel: string, subject: string, email: string | null = null) {
    const response = await current()
      .app()
      .request('/stand-in/firebase/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ merchant, channel, subject, email, displayName: 'Test Person' }),
      });
    return ((await response.json()) as { idToken: string }).idToken;
  }
  return { latestSms, firebaseToken };
}
