import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { playerLimits } from './player.constants';

// Issue 27 item 3: a stolen session must not be a free oracle for the player's payment and login passwords.
let sandbox: TestSandbox;
let member: string;
const ladder = playerLimits.passwordCheck;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.control('POST', '/__control/reset', {});
  member = await sandbox.loginToken('member01');
});

const convert = (body: Record<string, unknown>, token = member) =>
  sandbox.call('POST', '/wps/relay/convertPoint', { token, encrypt: true, body });

/**
 * A fresh image captcha for a password try and its answer, issued by the captcha service itself to a caller of its
 * own: the public call paces images per caller (one per 250 ms), which these tests, asking one per try, would meet.
 */
let callers = 0;
function captcha() {
  const service = sandbox.runtime.services.captcha;
  const issued = service.issue('AURUM', `password-guard-test-${callers++}`, sandbox.runtime.clock.now());
  return { captcha: service.peek(issued.captchaKey) as string, captchaKey: issued.captchaKey };
}

describe('wrong payment passwords', () => {
  it('counts 40 parallel tries against each other: three reach the password, the right one then needs a captcha', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => convert({ amount: 1, password: `Wrong${i}` })),
    );
    const codes = answers.map((answer) => answer.body.errorCode);
    expect(codes.filter((code) => code === 'payment.password.incorrect')).toHaveLength(ladder.captchaFrom);
    expect(codes.filter((code) => code === 'password.captcha.required')).toHaveLength(40 - ladder.captchaFrom);
    // The right password without a captcha converts nothing.
    const right = await convert({ amount: 1, password: 'Pay1234' });
    expect(right.body).toMatchObject({
      success: false,
      errorCode: 'password.captcha.required',
      value: { captcha: true },
    });
    // With the captcha it goes through, and the count starts over.
    const proved = await convert({ amount: 1, password: 'Pay1234', ...captcha() });
    expect(proved.body.success).toBe(true);
    expect((await convert({ amount: 1, password: 'Pay1234' })).body.success).toBe(true);
  });

  it('says how many tries are left, then slows and locks the payment password, not the login one', async () => {
    const first = await convert({ amount: 1, password: 'Wrong1' });
    expect(first.body).toMatchObject({
      errorCode: 'payment.password.incorrect',
      value: { captcha: false, remainingAttempts: ladder.lockAt - 1 },
    });
    for (let n = 2; n <= ladder.lockAt; n++) {
      // Past any wait the ladder asks for, each with a captcha from the third.
      await sandbox.control('POST', '/__control/clock', { advanceMs: ladder.slowMaxMs });
      const answer = await convert({ amount: 1, password: `Wrong${n}`, ...captcha() });
      expect(answer.body.errorCode).toBe('payment.password.incorrect');
      expect(answer.body.value.remainingAttempts).toBe(ladder.lockAt - n);
    }
    const now = sandbox.runtime.clock.now();
    const locked = await convert({ amount: 1, password: 'Pay1234', ...captcha() });
    expect(locked.body.errorCode).toBe('password.locked');
    expect(locked.body.value.lockedUntil).toBeGreaterThan(now);
    // The login password is another count: a change gets past it (to the confirmation, which differs on purpose, so
    // the demo password stays).
    const change = await sandbox.call('POST', '/wps/member/password/change', {
      token: member,
      encrypt: true,
      body: { oldPassword: 'Demo1234', newPassword: 'Demo1234x', confirmNewPassword: 'Other1234x' },
    });
    expect(change.body.errorCode).toBe('password.confirm.mismatch');
  });

  it('asks the next try to wait from the fifth wrong password', async () => {
    for (let n = 1; n < ladder.slowFrom; n++) {
      await sandbox.control('POST', '/__control/clock', { advanceMs: ladder.slowMaxMs });
      const proof = n > ladder.captchaFrom ? captcha() : {};
      expect((await convert({ amount: 1, password: `Wrong${n}`, ...proof })).body.errorCode).toBe(
        'payment.password.incorrect',
      );
    }
    await sandbox.control('POST', '/__control/clock', { advanceMs: ladder.slowMaxMs });
    expect((await convert({ amount: 1, password: 'Wrong5', ...captcha() })).body.errorCode).toBe(
      'payment.password.incorrect',
    );
    const early = await convert({ amount: 1, password: 'Pay1234', ...captcha() });
    expect(early.body.errorCode).toBe('password.retry.later');
    expect(early.body.value.retryAfterMs).toBeGreaterThan(0);
    expect(early.body.value.retryAfterMs).toBeLessThanOrEqual(ladder.slowBaseMs);
  });
});

describe('wrong login passwords asked of a logged-in player', () => {
  it('counts parallel tries of the current password on a password change the same way', async () => {
    const change = (oldPassword: string) =>
      sandbox.call('POST', '/wps/member/password/change', {
        token: member,
        encrypt: true,
        body: { oldPassword, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      });
    const codes = (await Promise.all(Array.from({ length: 20 }, (_, i) => change(`Wrong${i}`)))).map(
      (answer) => answer.body.errorCode,
    );
    expect(codes.filter((code) => code === 'password.old.incorrect')).toHaveLength(ladder.captchaFrom);
    expect((await change('Demo1234')).body.errorCode).toBe('password.captcha.required');
  });
});
