import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { loginTestHelpers } from './login.test-helpers';
import { totp } from './totp';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());
// Every call comes from loopback: the per-address failure counts start over for each test, as in the e2e suites.
beforeEach(async () => {
  await sandbox.control('POST', '/__control/reset', {});
});

const { latestSms, firebaseToken } = loginTestHelpers(() => sandbox);

describe('second factor', () => {
  it('S: sends an SMS code at login and accepts it with the bound number', async () => {
    const asked = await sandbox.login('twofactor01');
    expect(asked.body).toMatchObject({
      errorCode: 'login_verify_required',
      value: { methods: ['S'], maskedMobile: '138****0006' },
    });
    expect(asked.body.value.expirationTime).toBeGreaterThan(sandbox.runtime.clock.now());
    const { code } = await latestSms('13800000006', 'AURUM');
    const base = { username: 'twofactor01', password: 'Demo1234', method: 'S', mobileNum: '13800000006' };
    const wrong = await sandbox.call('POST', '/wps/member/login/verify', {
      encrypt: true,
      body: { ...base, verificationCode: '000000' === code ? '111111' : '000000' },
    });
    expect(wrong.body.errorCode).toBe('verify.incorrect');
    const right = await sandbox.call('POST', '/wps/member/login/verify', {
      encrypt: true,
      body: { ...base, verificationCode: code },
    });
    expect(right.body.value.customerName).toBe('twofactor01');
  });

  it('S: refuses a resend within a minute and sends one after it', async () => {
    const body = { username: 'twofactor01', password: 'Demo1234', method: 'S' };
    sandbox.runtime.clock.offsetMs = 0;
    await sandbox.call('POST', '/wps/member/login/verify/send', { encrypt: true, body });
    const again = await sandbox.call('POST', '/wps/member/login/verify/send', { encrypt: true, body });
    expect(again.body.errorCode).toBe('sms.too.frequent');
    sandbox.runtime.clock.offsetMs = 61_000;
    const later = await sandbox.call('POST', '/wps/member/login/verify/send', { encrypt: true, body });
    expect(later.body.value.expirationTime).toBeGreaterThan(sandbox.runtime.clock.now());
    sandbox.runtime.clock.offsetMs = 0;
  });

  it('E: mails a code and accepts it with the bound address', async () => {
    await sandbox.login('twofactor02');
    const mail = await sandbox.control('GET', '/__control/mail?email=twofactor02@aurum.example');
    const code = /code is (\d{6})/.exec(mail.body.value[0].text)?.[1];
    const answer = await sandbox.call('POST', '/wps/member/login/verify', {
      encrypt: true,
      body: {
        username: 'twofactor02',
        password: 'Demo1234',
        method: 'E',
        email: 'TwoFactor02@aurum.example',
        verificationCode: code,
      },
    });
    expect(answer.body.value.customerName).toBe('twofactor02');
  });

  it('G: accepts the current authenticator code', async () => {
    const asked = await sandbox.login('twofactor03');
    expect(asked.body.value).toMatchObject({ methods: ['G'], expirationTime: null });
    const code = totp('JBSWY3DPEHPK3PXP', sandbox.runtime.clock.now());
    const control = await sandbox.control('GET', '/__control/totp/AURUM/twofactor03');
    expect(control.body.value.code).toBe(code);
    const answer = await sandbox.call('POST', '/wps/member/login/verify', {
      encrypt: true,
      body: { username: 'twofactor03', password: 'Demo1234', method: 'G', authCode: code },
    });
    expect(answer.body.success).toBe(true);
  });

  it('P: accepts the bound payee name and refuses another method', async () => {
    const base = { username: 'twofactor04', password: 'Demo1234' };
    const other = await sandbox.call('POST', '/wps/member/login/verify', {
      encrypt: true,
      body: { ...base, method: 'G', authCode: '123456' },
    });
    expect(other.body.errorCode).toBe('verify.method.unavailable');
    const answer = await sandbox.call('POST', '/wps/member/login/verify', {
      encrypt: true,
      body: { ...base, method: 'P', payeeName: ' zhang wei ' },
    });
    expect(answer.body.value.customerName).toBe('twofactor04');
  });
});

describe('social sign-in (Firebase stand-in)', () => {
  it('logs a bound identity in', async () => {
    const idToken = await firebaseToken('AURUM', 'google', 'sandbox-google-member01');
    const answer = await sandbox.call('POST', '/wps/member/login/social', {
      encrypt: true,
      body: { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken },
    });
    expect(answer.body.value.customerName).toBe('member01');
  });

  it('answers bind_customer_required with what each merchant allows', async () => {
    const social = async (merchant: string) => {
      const idToken = await firebaseToken(merchant, 'facebook', `fb-${merchant}`, 'fb@example.com');
      return sandbox.call('POST', '/wps/member/login/social', {
        merchant,
        encrypt: true,
        body: { type: 'firebase', firebaseChannel: 'facebook', firebaseIdToken: idToken },
      });
    };
    expect((await social('AURUM')).body).toMatchObject({
      errorCode: 'bind_customer_required',
      value: { canRegister: true, manualRegister: false, email: 'fb@example.com' },
    });
    expect((await social('VERDE')).body.value).toMatchObject({ canRegister: true, manualRegister: true });
  });

  it('creates an account from an identity where FIREBASECREATEACC3 is on, and only there', async () => {
    const idToken = await firebaseToken('AURUM', 'line', 'line-new-1', null);
    const body = {
      registerUrl: 'http://localhost/register',
      domain: 'localhost',
      firebaseChannel: 'line',
      firebaseIdToken: idToken,
    };
    const created = await sandbox.call('POST', '/wps/member/register/auto', { encrypt: true, body });
    expect(created.body.value.username).toMatch(/^l[0-9a-z]+$/);
    const again = await sandbox.call('POST', '/wps/member/login/social', {
      encrypt: true,
      body: { type: 'firebase', firebaseChannel: 'line', firebaseIdToken: idToken },
    });
    expect(again.body.value.customerName).toBe(created.body.value.username);
    const verdeToken = await firebaseToken('VERDE', 'line', 'line-new-2', null);
    const refused = await sandbox.call('POST', '/wps/member/register/auto', {
      merchant: 'VERDE',
      encrypt: true,
      body: { ...body, firebaseIdToken: verdeToken },
    });
    expect(refused.body.errorCode).toBe('social.register.disabled');
  });

  it('binds an identity to an existing account through a login carrying it', async () => {
    const idToken = await firebaseToken('VERDE', 'google', 'google-verde-bind');
    const login = await sandbox.login('agent01', {
      merchant: 'VERDE',
      extra: { firebaseChannel: 'google', firebaseIdToken: idToken },
    });
    expect(login.body.success).toBe(true);
    const social = await sandbox.call('POST', '/wps/member/login/social', {
      merchant: 'VERDE',
      encrypt: true,
      body: { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken },
    });
    expect(social.body.value.customerName).toBe('agent01');
  });

  it('refuses forged, foreign and mismatched tokens', async () => {
    const forged = await sandbox.call('POST', '/wps/member/login/social', {
      encrypt: true,
      body: { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'a.b.c' },
    });
    expect(forged.body.errorCode).toBe('social.token.invalid');
    const foreign = await firebaseToken('VERDE', 'google', 'sandbox-google-member01');
    const other = await sandbox.call('POST', '/wps/member/login/social', {
      encrypt: true,
      body: { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: foreign },
    });
    expect(other.body.errorCode).toBe('social.token.invalid');
    const google = await firebaseToken('AURUM', 'google', 'sandbox-google-member01');
    const mismatch = await sandbox.call('POST', '/wps/member/login/social', {
      encrypt: true,
      body: { type: 'firebase', firebaseChannel: 'twitter', firebaseIdToken: google },
    });
    expect(mismatch.body.errorCode).toBe('social.token.invalid');
  });
});
