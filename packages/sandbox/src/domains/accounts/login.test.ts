import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { loginTestHelpers } from './login.test-helpers';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());
// Every call comes from loopback: the per-address failure counts start over for each test, as in the e2e suites.
beforeEach(async () => {
  await sandbox.control('POST', '/__control/reset', {});
});

const { latestSms } = loginTestHelpers(() => sandbox);

describe('login by username', () => {
  it('logs member01 in and the token opens member calls', async () => {
    const answer = await sandbox.login('member01');
    expect(answer.body.success).toBe(true);
    expect(answer.body.value).toMatchObject({
      customerName: 'member01',
      isAgent: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      forceChangePassword: false,
      captcha: false,
      profile: { mobileNo: '13800000001' },
    });
    const info = await sandbox.call('GET', '/wps/member/info', { token: answer.body.value.token });
    expect(info.body.value.account).toBe('member01');
  });

  it('refuses the login in plain text and a tampered encrypted body', async () => {
    const plain = await sandbox.call('POST', '/wps/member/login', {
      body: { username: 'member01', password: 'Demo1234' },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.errorCode).toBe('request.encryption.required');
    const merchant = sandbox.runtime.merchants.get('AURUM');
    const { encryptPayload } = await import('@platform/crypto');
    const sealed = await encryptPayload(merchant?.public_key as string, { username: 'member01', password: 'Demo1234' });
    const value = sealed.body.value;
    const tampered = `${value.slice(0, -4)}${value.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const response = await sandbox.app().request('/wps/member/login', {
      method: 'POST',
      headers: { Merchant: 'AURUM', 'Content-Type': 'application/json', Encryption: sealed.header },
      body: JSON.stringify({ value: tampered }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('request.encryption.invalid');
  });

  it('asks for a captcha from the third failure and accepts a right one', async () => {
    const wrong = () => sandbox.login('payer01', { password: 'wrong-pass1' });
    expect((await wrong()).body).toMatchObject({ errorCode: 'login.password.incorrect', value: { captcha: false } });
    expect((await wrong()).body.value.captcha).toBe(false);
    expect((await wrong()).body).toMatchObject({ value: { captcha: true, remainingAttempts: 7 } });
    expect((await sandbox.login('payer01')).body).toMatchObject({
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    const bad = sandbox.runtime.services.captcha.issue('AURUM', 'test-a', sandbox.runtime.clock.now());
    const badAnswer = await sandbox.login('payer01', { extra: { captchaKey: bad.captchaKey, captcha: 'XXXX' } });
    expect(badAnswer.body.errorCode).toBe('captcha.incorrect');
    const good = sandbox.runtime.services.captcha.issue('AURUM', 'test-b', sandbox.runtime.clock.now());
    const answer = sandbox.runtime.services.captcha.peek(good.captchaKey);
    const ok = await sandbox.login('payer01', { extra: { captchaKey: good.captchaKey, captcha: answer } });
    expect(ok.body.success).toBe(true);
    // Success clears the count: the next wrong try asks no captcha.
    expect((await wrong()).body.value.captcha).toBe(false);
  });

  it('slows a name from the fifth failure, locks it at the tenth and unlocks it after fifteen minutes', async () => {
    const { captcha } = sandbox.runtime.services;
    // The sandbox clock stands still but for the test's own moves: the waits are then exact, however long a login
    // takes on a loaded machine (a real clock let half of a 1 s wait go by between two logins at load 30).
    const { clock } = sandbox.runtime;
    const runningNow = clock.now;
    const frozenAt = runningNow() - clock.offsetMs;
    clock.now = () => frozenAt + clock.offsetMs;
    onTestFinished(() => {
      clock.now = runningNow;
    });
    const proof = () => {
      const issued = captcha.issue('AURUM', `lock-${Math.random()}`, sandbox.runtime.clock.now());
      return { captchaKey: issued.captchaKey, captcha: captcha.peek(issued.captchaKey) };
    };
    for (let n = 1; n <= 10; n++) {
      const answer = await sandbox.login('agent01', { password: 'wrong-pass1', extra: n > 3 ? proof() : {} });
      expect(answer.body.errorCode).toBe('login.password.incorrect');
      if (n >= 5) {
        // The next try waits 1 s, doubling per failure (at most 30 s); the wait is on the sandbox clock.
        const wait = Math.min(30_000, 1000 * 2 ** (n - 5));
        const early = await sandbox.login('agent01', { extra: proof() });
        expect(early.body.errorCode).toBe('TOO_MANY_REQUESTS');
        expect(early.body.value.retryAfterMs).toBeGreaterThan(wait / 2);
        expect(early.body.value.retryAfterMs).toBeLessThanOrEqual(wait);
        sandbox.runtime.clock.offsetMs += wait;
      }
    }
    expect((await sandbox.login('agent01')).body).toMatchObject({
      errorCode: 'login.account.locked',
      value: { captcha: true },
    });
    sandbox.runtime.clock.offsetMs = 16 * 60_000;
    expect((await sandbox.login('agent01')).body.success).toBe(true);
    sandbox.runtime.clock.offsetMs = 0;
  });

  it('lets the owner past a lock with a captcha and the right password, or after forgot password', async () => {
    const lock = async (username: string) => {
      for (let n = 1; n <= 10; n++) {
        await sandbox.runtime.db.query(
          `INSERT INTO login_failures (merchant_code, login_key, failures, first_failed_at, last_failed_at, locked_until)
           VALUES ('AURUM', $1, 10, $2, $2, $3)
           ON CONFLICT (merchant_code, login_key) DO UPDATE SET failures = 10, locked_until = $3`,
          [username, sandbox.runtime.clock.now() - 60_000, sandbox.runtime.clock.now() + 15 * 60_000],
        );
      }
    };
    await lock('member01');
    expect((await sandbox.login('member01')).body.errorCode).toBe('login.account.locked');
    const { captcha } = sandbox.runtime.services;
    const issued = captcha.issue('AURUM', 'owner', sandbox.runtime.clock.now());
    const owner = await sandbox.login('member01', {
      extra: { captchaKey: issued.captchaKey, captcha: captcha.peek(issued.captchaKey) },
    });
    expect(owner.body.success).toBe(true);
    // The success cleared the name: no captcha, no lock.
    expect((await sandbox.login('member01')).body.success).toBe(true);

    const [saved] = await sandbox.runtime.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM customers WHERE merchant_code = 'AURUM' AND username = 'agent01'`,
    );
    await lock('agent01');
    expect((await sandbox.login('agent01')).body.errorCode).toBe('login.account.locked');
    const reset = await sandbox.call('POST', '/wps/member/password/forgot/email', {
      form: true,
      body: { username: 'agent01', email: 'agent01@aurum.example' },
    });
    expect(reset.body.success).toBe(true);
    const mail = await sandbox.control('GET', '/__control/mail?email=agent01@aurum.example');
    const temporary = /password is (\S+)\./.exec(mail.body.value[0].text)?.[1] as string;
    const answer = await sandbox.login('agent01', { password: temporary });
    expect(answer.body.success).toBe(true);
    await sandbox.runtime.db.query(
      `UPDATE customers SET password_hash = $1, password_temporary = false
       WHERE merchant_code = 'AURUM' AND username = 'agent01'`,
      [saved?.password_hash],
    );
  });

  it('counts failures per address: spraying names asks for a captcha, then slows the address', async () => {
    for (let n = 1; n <= 9; n++) {
      const answer = await sandbox.login(`nobody${n}`, { password: 'wrong-pass1' });
      expect(answer.body).toMatchObject({ errorCode: 'login.password.incorrect', value: { captcha: false } });
    }
    const tenth = await sandbox.login('nobody10', { password: 'wrong-pass1' });
    expect(tenth.body.value.captcha).toBe(true);
    // A real account, never failed itself, now needs a captcha from this address.
    expect((await sandbox.login('member01')).body.errorCode).toBe('captcha.required');
    const { captcha } = sandbox.runtime.services;
    for (let n = 11; n <= 20; n++) {
      const issued = captcha.issue('AURUM', `spray-${n}`, sandbox.runtime.clock.now());
      const extra = { captchaKey: issued.captchaKey, captcha: captcha.peek(issued.captchaKey) };
      expect((await sandbox.login(`nobody${n}`, { password: 'wrong-pass1', extra })).body.errorCode).toBe(
        'login.password.incorrect',
      );
    }
    const slowed = await sandbox.login('member01');
    expect(slowed.body.errorCode).toBe('TOO_MANY_REQUESTS');
    expect(slowed.body.value.retryAfterMs).toBeGreaterThan(0);
    expect(slowed.body.value.retryAfterMs).toBeLessThanOrEqual(1000);
    // The control API's reset clears the address (and every name).
    await sandbox.control('POST', '/__control/reset', {});
    expect((await sandbox.login('member01')).body.success).toBe(true);
  });

  it('keeps one session per player: the older token answers login.not.session', async () => {
    const first = await sandbox.loginToken('trial01');
    const second = await sandbox.loginToken('trial01');
    expect((await sandbox.call('GET', '/wps/member/info', { token: first })).body.errorCode).toBe('login.not.session');
    expect((await sandbox.call('GET', '/wps/member/info', { token: second })).body.success).toBe(true);
  });

  it('expires tokens after twelve hours and ends them at logout', async () => {
    const token = await sandbox.loginToken('trial01');
    sandbox.runtime.clock.offsetMs = 12 * 3_600_000 + 1;
    expect((await sandbox.call('GET', '/wps/member/info', { token })).body.errorCode).toBe('user.or.token.invalid');
    sandbox.runtime.clock.offsetMs = 0;
    const fresh = await sandbox.loginToken('trial01');
    expect((await sandbox.call('POST', '/wps/member/logout', { token: fresh, body: {} })).body.value).toBe(true);
    expect((await sandbox.call('GET', '/wps/member/info', { token: fresh })).body.errorCode).toBe(
      'user.or.token.invalid',
    );
  });

  it('answers the previous login in loginInfo', async () => {
    await sandbox.loginToken('expired01');
    const token = await sandbox.loginToken('expired01');
    const info = (await sandbox.call('GET', '/wps/member/loginInfo', { token })).body.value;
    expect(info.username).toBe('expired01');
    expect(info.lastLoginTime).toBeLessThanOrEqual(info.currentLoginTime);
    expect(info.lastLoginIp).toBe('127.0.0.1');
  });
});

describe('forced password change', () => {
  it('forces the change of an expired password only where PWDEXPFORCECHANGE3 is on', async () => {
    const aurum = (await sandbox.login('expired01')).body.value;
    const verde = (await sandbox.login('expired01', { merchant: 'VERDE' })).body.value;
    expect(aurum).toMatchObject({ passwordExpired: true, forceChangePassword: false });
    expect(verde).toMatchObject({ passwordExpired: true, forceChangePassword: true });
  });

  it('forces the change of the default phone-registration password until it is changed', async () => {
    const first = await sandbox.login('defaultpw01', { merchant: 'VERDE', password: 'Verde#Start1' });
    expect(first.body.value).toMatchObject({ passwordIsDefault: true, forceChangePassword: true });
    const changed = await sandbox.call('POST', '/wps/member/password/change', {
      merchant: 'VERDE',
      token: first.body.value.token,
      encrypt: true,
      body: { oldPassword: 'Verde#Start1', newPassword: 'Fresh2024', confirmNewPassword: 'Fresh2024' },
    });
    expect(changed.body.value).toBe(true);
    const after = await sandbox.login('defaultpw01', { merchant: 'VERDE', password: 'Fresh2024' });
    expect(after.body.value).toMatchObject({ passwordIsDefault: false, forceChangePassword: false });
  });
});

describe('login by SMS code and by mobile number', () => {
  it('logs in with a code sent to the mobile number where SMS login is on', async () => {
    const sent = await sandbox.call('POST', '/wps/member/sms/send', {
      merchant: 'VERDE',
      body: { mobileNo: '0912000001', purpose: 'login' },
    });
    expect(sent.body.value.expiredMinutes).toBe(5);
    const { code } = await latestSms('0912000001');
    const answer = await sandbox.login('0912000001', { merchant: 'VERDE', type: 'sms', password: code as string });
    expect(answer.body.value.customerName).toBe('member01');
    const reused = await sandbox.login('0912000001', { merchant: 'VERDE', type: 'sms', password: code as string });
    expect(reused.body.errorCode).toBe('sms.code.incorrect');
  });

  it('refuses SMS login where the merchant does not offer it', async () => {
    const answer = await sandbox.login('13800000001', { type: 'sms', password: '123456' });
    // A business refusal of a well-formed call: HTTP 200, as the README says of every business failure.
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ errorCode: 'feature.disabled', value: { flag: 'SMSLOGIN3' } });
  });

  it('logs in by mobile number and password', async () => {
    const answer = await sandbox.login('0912000001', { merchant: 'VERDE', type: 'mobileNum' });
    expect(answer.body.value.customerName).toBe('member01');
  });
});
