import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';
import { registerTestHelpers } from './register.test-helpers';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const { captcha, botCheckPass, smsCode, register } = registerTestHelpers(() => sandbox);

describe('registration by username (AURUM: captcha, username field rules)', () => {
  it('registers a player who can then log in for the first time', async () => {
    const answer = await register({
      username: 'newplayer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ...(await captcha()),
    });
    expect(answer.body.value.username).toBe('newplayer1');
    const login = await sandbox.login('newplayer1', { password: 'Secret123' });
    expect(login.body.value).toMatchObject({ firstTimeLogin: true, forceChangePassword: false });
    const balance = await sandbox.call('GET', '/wps/v2/wallets/balance', { token: login.body.value.token });
    expect(balance.body.value).toMatchObject({ sumBalance: 0, isSingle: false });
  });

  it('checks every field against the merchant field config', async () => {
    const base = { username: 'goodname1', password: 'Secret123', confirmPassword: 'Secret123' };
    const short = await register({ ...base, username: 'ab', ...(await captcha()) });
    expect(short.body).toMatchObject({
      errorCode: 'register.field.invalid',
      value: { field: 'username', key: 'in_please_information' },
    });
    const weak = await register({
      ...base,
      password: 'onlyletters',
      confirmPassword: 'onlyletters',
      ...(await captcha()),
    });
    expect(weak.body.value.field).toBe('password');
    const mismatch = await register({ ...base, confirmPassword: 'Other1234', ...(await captcha()) });
    expect(mismatch.body.value).toMatchObject({ field: 'confirmPassword', key: 'in_confirmation_correct' });
    const email = await register({ ...base, email: 'not-an-address', ...(await captcha()) });
    expect(email.body.value.field).toBe('email');
    const missing = await register({ username: 'goodname1', ...(await captcha()) });
    expect(missing.body.value).toMatchObject({ field: 'password', key: 'validation_field_required' });
  });

  it('refuses a wrong captcha, a taken username in any case and an unknown affiliate code', async () => {
    const base = { password: 'Secret123', confirmPassword: 'Secret123' };
    const wrongCaptcha = await register({
      ...base,
      username: 'another1',
      captchaKey: (await captcha()).captchaKey,
      captcha: 'ZZZZ',
    });
    expect(wrongCaptcha.body.errorCode).toBe('captcha.incorrect');
    const taken = await register({ ...base, username: 'MEMBER01', ...(await captcha()) });
    expect(taken.body.errorCode).toBe('register.username.taken');
    const affiliate = await register({ ...base, username: 'another2', affiliateCode: 'NOPE', ...(await captcha()) });
    expect(affiliate.body.errorCode).toBe('affiliate.invalid');
  });

  it('checks an affiliate code and puts the new player under that agent', async () => {
    const check = await sandbox.call('GET', '/wps/agent/affiliate', { query: { code: 'au8001', domain: 'localhost' } });
    expect(check.body.value).toEqual({ affiliateCode: 'AU8001', agentName: 'Top Agent' });
    const answer = await register({
      username: 'downline9',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'AU8001',
      ...(await captcha()),
    });
    const [row] = await sandbox.runtime.db.query<{ parent: string }>(
      'SELECT p.username AS parent FROM customers c JOIN customers p ON p.id = c.parent_id WHERE c.id = $1',
      [answer.body.value.customerId],
    );
    expect(row?.parent).toBe('agent01');
  });

  it('registers through an agent’s referral link: under the agent, as the link’s account type, counted by the link', async () => {
    const token = await sandbox.loginToken('agent01');
    const link = (
      await sandbox.call('POST', '/wps/agent/referral-links', {
        token,
        body: { accountType: 'AGENT', remark: 'forum' },
      })
    ).body.value;
    const check = await sandbox.call('GET', '/wps/agent/affiliate', {
      query: { code: link.code, domain: 'localhost' },
    });
    expect(check.body.value).toEqual({ affiliateCode: link.code, agentName: 'Top Agent' });
    const answer = await register({
      username: 'linked01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: link.code.toLowerCase(),
      ...(await captcha()),
    });
    const [row] = await sandbox.runtime.db.query<{ parent: string; is_agent: number }>(
      'SELECT p.username AS parent, c.is_agent FROM customers c JOIN customers p ON p.id = c.parent_id WHERE c.id = $1',
      [answer.body.value.customerId],
    );
    expect(row).toEqual({ parent: 'agent01', is_agent: 1 });
    const links = (await sandbox.call('GET', '/wps/agent/referral-links', { token })).body.value;
    expect(links.find((l: { id: number }) => l.id === link.id).registrations).toBe(1);
    await sandbox.call('POST', '/wps/agent/referral-links/delete', { token, body: { id: link.id } });
    const retired = await register({
      username: 'linked02',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: link.code,
      ...(await captcha()),
    });
    expect(retired.body.errorCode).toBe('affiliate.invalid');
  });

  it('refuses phone registration where the merchant does not offer it', async () => {
    const answer = await sandbox.call('POST', '/wps/member/registerMobile', {
      encrypt: true,
      body: { mobileNum: '13800009999' },
    });
    expect(answer.body.errorCode).toBe('register.mode.disabled');
  });
});

describe('registration by mobile number (VERDE: SMS code, bot check, default password)', () => {
  it('registers with the code and a bot-check pass, then forces the default password to change', async () => {
    await sandbox.call('POST', '/wps/member/sms/send', { merchant: 'VERDE', body: { mobileNo: '0987654321' } });
    const answer = await sandbox.call('POST', '/wps/member/registerMobile', {
      merchant: 'VERDE',
      encrypt: true,
      body: { mobileNum: '0987654321', verificationCode: await smsCode('0987654321'), botCheck: await botCheckPass() },
    });
    expect(answer.body.value).toMatchObject({ mobileNum: '0987654321', defaultPassword: 'Verde#Start1' });
    const login = await sandbox.login('0987654321', { merchant: 'VERDE', type: 'mobileNum', password: 'Verde#Start1' });
    expect(login.body.value).toMatchObject({ passwordIsDefault: true, forceChangePassword: true });
  });

  it('refuses a missing bot check, a reused pass and a wrong code', async () => {
    await sandbox.call('POST', '/wps/member/sms/send', { merchant: 'VERDE', body: { mobileNo: '0977777777' } });
    const code = await smsCode('0977777777');
    const post = (body: Record<string, unknown>) =>
      sandbox.call('POST', '/wps/member/registerMobile', {
        merchant: 'VERDE',
        encrypt: true,
        body: { mobileNum: '0977777777', ...body },
      });
    expect((await post({ verificationCode: code })).body.errorCode).toBe('register.botcheck.failed');
    const pass = await botCheckPass();
    expect(
      (await post({ verificationCode: code === '000000' ? '111111' : '000000', botCheck: pass })).body.errorCode,
    ).toBe('sms.code.incorrect');
    expect((await post({ verificationCode: code, botCheck: pass })).body.errorCode).toBe('register.botcheck.failed');
  });

  it('validates the bot-check pass the way Geetest does, with the signed server call', async () => {
    const pass = await botCheckPass();
    const { createHmac } = await import('node:crypto');
    const sign = createHmac('sha256', 'verde-geetest-secret').update(pass.lot_number).digest('hex');
    const form = new URLSearchParams({ ...pass, sign_token: sign });
    form.delete('captcha_id');
    const response = await sandbox.app().request('/stand-in/geetest/validate?captcha_id=sandbox-verde-geetest', {
      method: 'POST',
      body: form.toString(),
    });
    expect(await response.json()).toEqual({ result: 'success', reason: '' });
  });
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
