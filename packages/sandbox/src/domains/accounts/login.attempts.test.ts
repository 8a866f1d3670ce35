import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordKdf } from '../../core/accounts';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { playerLimits } from '../shared/player.constants';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.control('POST', '/__control/reset', {});
});
afterEach(() => vi.restoreAllMocks());

/** Answers that looked at the password (a verdict on it), as opposed to refusals before it was checked. */
const checked = (errorCode: string | null) => errorCode === null || errorCode === 'login.password.incorrect';

describe('login tries sent in parallel', () => {
  it('counts 40 parallel logins of one name against each other: only the first three reach the password', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sandbox.login('payer01', { password: `wrong-pass${i}` })),
    );
    const codes = answers.map((answer) => answer.body.errorCode);
    // One at a time the fourth try needs a captcha; sent together it must be no different.
    expect(codes.filter(checked)).toHaveLength(playerLimits.loginByName.captchaFrom);
    expect(codes.filter((code) => code === 'captcha.required')).toHaveLength(40 - playerLimits.loginByName.captchaFrom);
    // So the right password, sent next without a captcha, does not get in.
    expect((await sandbox.login('payer01')).body.errorCode).toBe('captcha.required');
  });

  it('counts 40 parallel logins from one address against it: at most ten names are tried', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sandbox.login(`sprayed${i}`, { password: 'wrong-pass1' })),
    );
    const codes = answers.map((answer) => answer.body.errorCode);
    expect(codes.filter(checked).length).toBe(playerLimits.loginByAddress.captchaFrom);
    expect(codes.filter((code) => code === 'captcha.required')).toHaveLength(
      40 - playerLimits.loginByAddress.captchaFrom,
    );
  });

  it('gives the address back the try a success reserved, and clears the name', async () => {
    for (let n = 0; n < 9; n++) await sandbox.login(`nobody${n}`, { password: 'wrong-pass1' });
    // Nine failures from this address: a success must not become the tenth.
    expect((await sandbox.login('member01')).body.success).toBe(true);
    expect((await sandbox.login('member01')).body.success).toBe(true);
    const tenth = await sandbox.login('nobody9', { password: 'wrong-pass1' });
    expect(tenth.body.value).toMatchObject({ captcha: true });
  });
});

describe('no timing oracle on names', () => {
  // Every password the sandbox hashes goes through passwordKdf, so a test counts the hashing work behind an answer
  // (timing itself is never asserted: a busy machine would make that flaky).
  const hashingBehind = async (send: () => Promise<{ body: { errorCode: string | null } }>) => {
    const derive = vi.spyOn(passwordKdf, 'derive');
    const answer = await send();
    expect(answer.body.errorCode).toBe('login.password.incorrect');
    const work = derive.mock.calls.map(([, salt]) => salt.length);
    derive.mockRestore();
    return work;
  };

  it('hashes the password of an unknown name as it hashes a known one', async () => {
    const known = await hashingBehind(() => sandbox.login('member01', { password: 'wrong-pass1' }));
    expect(known).toEqual([16]);
    expect(await hashingBehind(() => sandbox.login('no-such-player', { password: 'wrong-pass1' }))).toEqual(known);
    // A trial account's stored marker is no password hash either: the same work again.
    expect(await hashingBehind(() => sandbox.login('trial01', { password: 'wrong-pass1' }))).toEqual(known);
  });

  it('hashes a mobile number without an account as one with an account', async () => {
    const login = (mobile: string) => () =>
      sandbox.login(mobile, { merchant: 'VERDE', type: 'mobileNum', password: 'wrong-pass1' });
    expect(await hashingBehind(login('0912000001'))).toEqual([16]);
    expect(await hashingBehind(login('0999999999'))).toEqual([16]);
  });
});
