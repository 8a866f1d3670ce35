import type { Messages } from '@platform/i18n';
import type { RegistrationFieldConfigs } from '@platform/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiError,
  englishMessages,
  fakeAccountsPlatform,
  fakeRuntime,
  loginValue,
  sameFailure,
  statusValue,
} from '../accounts.test-helpers';
import { createLoginController } from '../login/login.controller';
import { createRegisterController, fieldRefusal, type RegisterSubmit } from './register.controller';

let messages: Messages;
beforeAll(async () => {
  messages = await englishMessages();
});

const fields = statusValue().register.fields as RegistrationFieldConfigs;

function setup(where: Parameters<typeof fakeRuntime>[2] = { pathname: '/register' }) {
  const fake = fakeAccountsPlatform();
  const runtime = fakeRuntime(fake, messages, where);
  const register = createRegisterController(runtime, createLoginController(runtime));
  return { ...fake, runtime, register };
}

const submit = (over: Partial<RegisterSubmit> = {}): RegisterSubmit => ({
  mode: 'username',
  values: { username: 'newbie1', password: 'abc123', confirmPassword: 'abc123', agreement: true },
  attribution: {},
  fields,
  captchaEnabled: false,
  botCheckEnabled: false,
  ...over,
});

describe('affiliate code of the link (points §8)', () => {
  it("hides the field when it is not required, with the server's message in the player's language", async () => {
    const s = setup();
    s.runtime.attribution?.session?.setItem('affiliateCode', 'BAD1');
    s.api.accounts.affiliate.mockRejectedValue(apiError('affiliate.invalid', null, 'No such agent'));
    expect(await s.register.checkLinkAffiliate('BAD1', fields)).toEqual({
      ok: false,
      action: 'hide-field',
      message: 'That invitation code is not valid.',
    });
    expect(s.api.accounts.affiliate).toHaveBeenCalledWith({ code: 'BAD1', domain: 'example.test' });
    expect(s.runtime.attribution?.session?.getItem('affiliateCode')).toBeNull();
  });

  it('sends the visitor back to the origin when the field is required', async () => {
    const s = setup();
    s.api.accounts.affiliate.mockRejectedValue(apiError('affiliate.invalid'));
    const required = { ...fields, affiliateCode: { ...fields.affiliateCode!, required: true } };
    expect(await s.register.checkLinkAffiliate('BAD1', required)).toMatchObject({
      ok: false,
      action: 'redirect-to-origin',
    });
  });

  it('accepts a known code', async () => {
    const s = setup();
    s.api.accounts.affiliate.mockResolvedValue({ affiliateCode: 'AU8001', agentName: 'Top Agent' });
    expect(await s.register.checkLinkAffiliate('AU8001', fields)).toEqual({ ok: true });
  });
});

describe('register', () => {
  it('checks a typed affiliate code first and does not register with a refused one', async () => {
    const s = setup();
    s.api.accounts.affiliate.mockRejectedValue(apiError('affiliate.invalid'));
    const outcome = await s.register.register(submit({ values: { ...submit().values, affiliateCode: 'NOPE' } }));
    expect(outcome).toMatchObject({
      ok: false,
      issues: [{ field: 'affiliateCode', key: 'validation_affiliate_invalid' }],
    });
    expect(s.api.accounts.register).not.toHaveBeenCalled();
  });

  it('registers by username with the link codes, then logs in (type username) and goes to /', async () => {
    const s = setup();
    s.api.accounts.register.mockResolvedValue({ customerId: 9, username: 'newbie1' });
    s.api.accounts.login.mockResolvedValue(loginValue({ customerName: 'newbie1', firstTimeLogin: true }));
    const outcome = await s.register.register(
      submit({ referralCode: 'RX1', attribution: { affiliateCode: 'AU8001' }, captchaKey: 'k' }),
    );
    expect(outcome).toEqual({ ok: true });
    expect(s.api.accounts.register.mock.calls[0]?.[0]).toMatchObject({
      username: 'newbie1',
      password: 'abc123',
      confirmPassword: 'abc123',
      affiliateCode: 'AU8001',
      referralCode: 'RX1',
      registerMethod: 'WEB',
      registerUrl: 'http://example.test/',
      domain: 'example.test',
    });
    expect(s.api.accounts.login).toHaveBeenCalledWith({ username: 'newbie1', password: 'abc123', type: 'username' });
    expect(s.runtime.navigated).toEqual(['/']);
    expect(s.store.dialog).toMatchObject({ kind: 'firstLogin' });
  });

  it('registers by phone and logs in with type mobileNum and the starting password', async () => {
    const s = setup();
    s.api.accounts.registerMobile.mockResolvedValue({
      customerId: 10,
      username: 'm912000099',
      mobileNum: '13800000099',
      defaultPassword: 'Start#1',
    });
    s.api.accounts.login.mockResolvedValue(
      loginValue({ customerName: 'm912000099', passwordIsDefault: true, forceChangePassword: true }),
    );
    const pass = { captcha_id: 'c', lot_number: 'l', pass_token: 'p', gen_time: 'g', captcha_output: 'o' };
    const outcome = await s.register.register(
      submit({
        mode: 'mobile',
        values: { mobileNum: '13800000099', verificationCode: '123456', agreement: true },
        botCheck: pass,
        botCheckEnabled: true,
      }),
    );
    expect(outcome).toEqual({ ok: true });
    expect(s.api.accounts.registerMobile.mock.calls[0]?.[0]).toMatchObject({
      mobileNum: '13800000099',
      verificationCode: '123456',
      botCheck: pass,
    });
    expect(s.api.accounts.login.mock.calls[0]?.[0]).toMatchObject({
      type: 'mobileNum',
      username: '13800000099',
      password: 'Start#1',
    });
    expect(s.store.dialog).toMatchObject({ kind: 'startingPassword', password: 'Start#1' });
    expect(s.session.loggedIn).toBe(false);
  });

  it('shows a field refusal of the server beside its field', async () => {
    const s = setup();
    s.api.accounts.register.mockRejectedValue(
      apiError('register.field.invalid', { field: 'username', key: 'in_please_information' }),
    );
    expect(await s.register.register(submit())).toEqual({
      ok: false,
      issues: [{ field: 'username', key: 'in_please_information' }],
    });
  });

  it('hands other refusals back (the page resets the bot check and captcha)', async () => {
    const s = setup();
    const taken = apiError('register.username.taken');
    s.api.accounts.register.mockRejectedValue(taken);
    expect(await s.register.register(submit())).toEqual({ ok: false, error: sameFailure(taken) });
    expect(s.api.accounts.login).not.toHaveBeenCalled();
  });

  it('refuses to register without the bot check when the merchant runs one', async () => {
    const s = setup();
    const outcome = await s.register.register(submit({ botCheckEnabled: true, botCheck: null }));
    expect(outcome).toMatchObject({ ok: false, issues: [{ field: 'botCheck' }] });
  });
});

describe('fieldRefusal', () => {
  it('ignores other codes and unknown fields', () => {
    expect(fieldRefusal(apiError('register.username.taken'))).toBeUndefined();
    expect(fieldRefusal(apiError('register.field.invalid', { field: 'shoeSize', key: 'x' }))).toBeUndefined();
    expect(fieldRefusal(apiError('register.field.invalid', { field: 'email', key: 'nonsense' }))).toEqual({
      field: 'email',
      key: 'in_please_information',
    });
  });
});
