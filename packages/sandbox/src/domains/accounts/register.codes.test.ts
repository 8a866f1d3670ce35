import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

async function _captcha(merchant = 'AURUM') {
  sandbox.runtime.services.rateLimits.resetAll();
  const issued = (await sandbox.call('GET', '/wps/system/captcha', { merchant, query: { purpose: 'register' } })).body
    .value;
  const answer = (await sandbox.control('GET', `/__control/captcha/${issued.captchaKey}`)).body.value.answer;
  return { captchaKey: issued.captchaKey as string, captcha: answer as string };
}

async function _botCheckPass(captchaId = 'sandbox-verde-geetest') {
  const app = sandbox.app();
  const load = await (await app.request(`/stand-in/geetest/s2/load?captcha_id=${captchaId}`)).json();
  const verify = await (
    await app.request('/stand-in/geetest/s2/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ captcha_id: captchaId, lot_number: load.data.lot_number, pass: true }),
    })
  ).json();
  return verify.data.seccode;
}

async function _smsCode(mobile: string, merchant = 'VERDE') {
  const outbox = await sandbox.control('GET', `/__control/sms?merchant=${merchant}&mobile=${mobile}`);
  return outbox.body.value[0]?.code as string;
}

const _register = (body: Record<string, unknown>, merchant = 'AURUM') =>
  sandbox.call('POST', '/wps/member/register', {
    merchant,
    encrypt: true,
    headers: { loginDeviceId: 'x'.repeat(36) },
    body,
  });

describe('SMS codes', () => {
  it('refuses a taken number, a badly formed one, and a second code within a minute', async () => {
    const taken = await sandbox.call('POST', '/wps/member/sms/send', {
      merchant: 'VERDE',
      body: { mobileNo: '0912000001' },
    });
    expect(taken.body.errorCode).toBe('register.mobile.taken');
    const bad = await sandbox.call('POST', '/wps/member/sms/send', { merchant: 'VERDE', body: { mobileNo: '12345' } });
    expect(bad.body.value).toMatchObject({ field: 'mobileNum', key: 'br_enright_cphone' });
    await sandbox.call('POST', '/wps/member/sms/send', { merchant: 'VERDE', body: { mobileNo: '0966666666' } });
    const again = await sandbox.call('POST', '/wps/member/sms/send', {
      merchant: 'VERDE',
      body: { mobileNo: '0966666666' },
    });
    expect(again.body.errorCode).toBe('sms.too.frequent');
    expect(again.body.value.retryAfterMs).toBeGreaterThan(0);
  });

  it('limits one caller to ten codes an hour', async () => {
    sandbox.runtime.services.rateLimits.resetAll();
    const send = (n: number) =>
      sandbox.call('POST', '/wps/member/sms/send', {
        merchant: 'VERDE',
        body: { mobileNo: `09550000${String(n).padStart(2, '0')}` },
      });
    for (let n = 0; n < 10; n++) expect((await send(n)).body.success).toBe(true);
    expect((await send(10)).body.errorCode).toBe('TOO_MANY_REQUESTS');
    sandbox.runtime.services.rateLimits.resetAll();
  });
});

describe('passwords', () => {
  it('mails a temporary password (form-encoded call) that forces a change', async () => {
    const wrong = await sandbox.call('POST', '/wps/member/password/forgot/email', {
      form: true,
      body: { username: 'expired01', email: 'someone@else.example' },
    });
    expect(wrong.body.errorCode).toBe('password.reset.unknown');
    const asked = await sandbox.call('POST', '/wps/member/password/forgot/email', {
      form: true,
      body: { username: 'expired01', email: 'EXPIRED01@aurum.example' },
    });
    expect(asked.body.value).toBe(true);
    const mail = await sandbox.control('GET', '/__control/mail?email=expired01@aurum.example');
    const temporary = /password is (\S+)\./.exec(mail.body.value[0].text)?.[1] as string;
    const login = await sandbox.login('expired01', { password: temporary });
    expect(login.body.value.forceChangePassword).toBe(true);
    expect((await sandbox.login('expired01')).body.errorCode).toBe('login.password.incorrect');
  });

  it('texts a temporary password on the phone variant (JSON)', async () => {
    const asked = await sandbox.call('POST', '/wps/member/password/forgot/mobile', {
      merchant: 'VERDE',
      body: { username: 'payer01', mobileNumber: '0912000009' },
    });
    expect(asked.body.value.expiredMinutes).toBe(5);
    const sms = await sandbox.control('GET', '/__control/sms?merchant=VERDE&mobile=0912000009');
    const login = await sandbox.login('payer01', { merchant: 'VERDE', password: sms.body.value[0].code });
    expect(login.body.value.forceChangePassword).toBe(true);
  });

  it('changes the password after checking the old one, the confirmation, sameness and the rule', async () => {
    const token = await sandbox.loginToken('trial01');
    const change = (body: Record<string, string>) =>
      sandbox.call('POST', '/wps/member/password/change', { token, encrypt: true, body });
    expect(
      (await change({ oldPassword: 'nope', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' })).body.errorCode,
    ).toBe('password.old.incorrect');
    expect(
      (await change({ oldPassword: 'Demo1234', newPassword: 'Abc12345', confirmNewPassword: 'Abc123456' })).body
        .errorCode,
    ).toBe('password.confirm.mismatch');
    expect(
      (await change({ oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' })).body
        .errorCode,
    ).toBe('password.same');
    expect(
      (await change({ oldPassword: 'Demo1234', newPassword: 'short', confirmNewPassword: 'short' })).body.errorCode,
    ).toBe('password.rule.invalid');
    expect(
      (await change({ oldPassword: 'Demo1234', newPassword: 'Abc12345', confirmNewPassword: 'Abc12345' })).body.value,
    ).toBe(true);
    expect((await sandbox.login('trial01', { password: 'Abc12345' })).body.success).toBe(true);
  });

  it('sets a payment password, asking the old one to change it', async () => {
    const token = await sandbox.loginToken('member01');
    const set = (body: Record<string, string>) =>
      sandbox.call('POST', '/wps/member/paymentPassword', { token, encrypt: true, body });
    const base = { loginPassword: 'Demo1234', paymentPassword: 'Pay5678', confirmPaymentPassword: 'Pay5678' };
    expect((await set(base)).body.errorCode).toBe('payment.password.incorrect');
    expect((await set({ ...base, oldPaymentPassword: 'Pay1234' })).body.value).toBe(true);
    expect(
      (await set({ ...base, oldPaymentPassword: 'Pay5678', paymentPassword: 'p1', confirmPaymentPassword: 'p1' })).body
        .errorCode,
    ).toBe('password.rule.invalid');
  });
});
