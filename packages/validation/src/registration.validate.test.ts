import { describe, expect, it, vi } from 'vitest';
import type { FieldConfig } from './field-config.ts';
import {
  affiliateFailureAction,
  checkRegistrationField,
  type RegistrationContext,
  type RegistrationValues,
  validateRegistration,
  validateRegistrationSubmit,
  validateSendCode,
} from './registration.validate.ts';

const on = (over: Partial<FieldConfig> = {}): FieldConfig => ({
  enabled: true,
  required: true,
  updateRequired: false,
  ...over,
});

const ctx: RegistrationContext = {
  fields: {
    username: on({ acceptedPattern: '[a-z0-9]+', minLength: 6, maxLength: 12, message: '6-12 letters or digits' }),
    password: on({ minLength: 6, maxLength: 20 }),
    verifyPwd: on(),
    email: on({ required: false, acceptedPattern: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+' }),
    qqNum: on({ required: false, acceptedPattern: '*' }),
    mobileNum: on({ required: false, minLength: 9, maxLength: 10 }),
    affiliateCode: on({ required: false }),
    captcha: on({ required: false }),
  },
};

const good: RegistrationValues = {
  username: 'player01',
  password: 'secret12',
  verifyPwd: 'secret12',
  agreement: true,
};

describe('validateRegistration', () => {
  it('passes a complete form', () => {
    expect(validateRegistration(good, ctx)).toEqual({ ok: true, issues: [], errors: {} });
  });

  it('refuses a required field left blank, carrying the merchant message', () => {
    const result = validateRegistration({ ...good, username: '' }, ctx);
    expect(result).toMatchObject({ ok: false, field: 'username', key: 'validation_field_required' });
    expect(result.ok || result.issue.serverMessage).toBe('6-12 letters or digits');
  });

  it('refuses a required field that breaks its pattern or length', () => {
    expect(validateRegistration({ ...good, username: 'Player_01' }, ctx)).toMatchObject({
      field: 'username',
      key: 'in_please_information',
    });
    expect(validateRegistration({ ...good, password: 'abc', verifyPwd: 'abc' }, ctx)).toMatchObject({
      field: 'password',
      key: 'in_please_information',
    });
  });

  it('allows optional fields blank but checks them once they have content', () => {
    expect(validateRegistration({ ...good, email: '' }, ctx).ok).toBe(true);
    expect(validateRegistration({ ...good, email: 'not-an-email' }, ctx)).toMatchObject({
      field: 'email',
      key: 'in_please_information',
    });
    expect(validateRegistration({ ...good, qqNum: 'anything at all ✓' }, ctx).ok).toBe(true);
  });

  it('ignores fields that have no config or are disabled', () => {
    const fields = { ...ctx.fields, email: on({ enabled: false }) };
    expect(validateRegistration({ ...good, email: 'x', nickname: '' }, { ...ctx, fields }).ok).toBe(true);
  });

  it('requires the confirmation to equal the password (in_confirmation_correct)', () => {
    expect(validateRegistration({ ...good, verifyPwd: 'secret13' }, ctx)).toMatchObject({
      field: 'verifyPwd',
      key: 'in_confirmation_correct',
    });
    const fields = { ...ctx.fields, confirmPassword: on({ required: false }) };
    expect(validateRegistration({ ...good, confirmPassword: '' }, { ...ctx, fields })).toMatchObject({
      field: 'confirmPassword',
      key: 'in_confirmation_correct',
    });
  });

  it('requires the agreement ticked (in_user_agreement), except for profile updates', () => {
    expect(validateRegistration({ ...good, agreement: false }, ctx)).toMatchObject({
      field: 'agreement',
      key: 'in_user_agreement',
    });
    expect(validateRegistration({ ...good, agreement: false }, { ...ctx, agreementRequired: false }).ok).toBe(true);
    expect(validateRegistration({ ...good, agreement: undefined }, { ...ctx, stage: 'update' }).ok).toBe(true);
  });

  it('requires a passed bot check when the merchant uses one', () => {
    expect(validateRegistration(good, { ...ctx, botCheckEnabled: true })).toMatchObject({
      field: 'botCheck',
      key: 'validation_bot_check_required',
    });
    expect(validateRegistration(good, { ...ctx, botCheckEnabled: true, botCheckPassed: true }).ok).toBe(true);
  });

  it('asks for the captcha only when it is enabled, whatever its field config says', () => {
    expect(validateRegistration(good, ctx).ok).toBe(true);
    const fields = { ...ctx.fields, captcha: on({ required: true }) };
    expect(validateRegistration(good, { ...ctx, fields }).ok).toBe(true);
    expect(validateRegistration(good, { ...ctx, captchaEnabled: true })).toMatchObject({
      field: 'captcha',
      key: 'validation_captcha_required',
    });
    expect(validateRegistration({ ...good, captcha: 'x7k2' }, { ...ctx, captchaEnabled: true }).ok).toBe(true);
  });

  it('needs a valid mobile before a verification code (br_enright_cphone)', () => {
    const fields = { ...ctx.fields, verificationCode: on({ required: false }) };
    const withCode = { ...ctx, fields };
    expect(validateRegistration({ ...good, verificationCode: '1234' }, withCode)).toMatchObject({
      field: 'mobileNum',
      key: 'br_enright_cphone',
    });
    expect(validateRegistration({ ...good, verificationCode: '1234', mobileNum: '812345678' }, withCode).ok).toBe(true);
    expect(validateRegistration({ ...good, verificationCode: '' }, withCode).ok).toBe(true);
    const required = { ...ctx, fields: { ...fields, verificationCode: on() } };
    expect(validateRegistration({ ...good, verificationCode: '' }, required).issues.map((i) => i.key)).toEqual([
      'validation_field_required',
      'br_enright_cphone',
    ]);
  });

  it('checks a mobile number as digits under its rule', () => {
    expect(validateRegistration({ ...good, mobileNum: '81234567x' }, ctx)).toMatchObject({
      field: 'mobileNum',
      key: 'in_please_information',
    });
    const fields = { ...ctx.fields, mobileNum: on({ required: false, message: 'Thai mobile' }) };
    expect(validateRegistration({ ...good, mobileNum: '0812345678' }, { ...ctx, fields })).toMatchObject({
      key: 'in_please_information',
      issue: { serverMessage: 'Thai mobile' },
    });
    expect(validateRegistration({ ...good, mobileNum: '13812345678' }, { ...ctx, fields }).ok).toBe(true);
  });

  it('in mobile mode skips username and password and always requires the mobile', () => {
    const mobile = { ...ctx, mode: 'mobile' as const, fields: { ...ctx.fields, mobileNum: undefined } };
    expect(validateRegistration({ agreement: true, mobileNum: '' }, mobile)).toMatchObject({
      field: 'mobileNum',
      key: 'validation_field_required',
    });
    expect(validateRegistration({ agreement: true, mobileNum: '13812345678' }, mobile).ok).toBe(true);
  });

  it('lists every failure in the spec order and the first key per field', () => {
    const result = validateRegistration(
      { username: '', password: 'abc', verifyPwd: 'abd', email: 'x' },
      { ...ctx, captchaEnabled: true, botCheckEnabled: true },
    );
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => [i.field, i.key])).toEqual([
      ['username', 'validation_field_required'],
      ['password', 'in_please_information'],
      ['email', 'in_please_information'],
      ['verifyPwd', 'in_confirmation_correct'],
      ['agreement', 'in_user_agreement'],
      ['botCheck', 'validation_bot_check_required'],
      ['captcha', 'validation_captcha_required'],
    ]);
    expect(result.errors).toMatchObject({
      username: 'validation_field_required',
      verifyPwd: 'in_confirmation_correct',
    });
  });

  it('gives one field its own first failure for field-level validators', () => {
    expect(checkRegistrationField('verifyPwd', { ...good, verifyPwd: 'no' }, ctx)?.key).toBe('in_confirmation_correct');
    expect(checkRegistrationField('username', { ...good, verifyPwd: 'no' }, ctx)).toBeUndefined();
  });
});

describe('validateSendCode', () => {
  it('refuses to send a code to an invalid mobile (br_enright_cphone)', () => {
    expect(validateSendCode('12345')).toMatchObject({ ok: false, field: 'mobileNum', key: 'br_enright_cphone' });
    expect(validateSendCode('')).toMatchObject({ key: 'br_enright_cphone' });
    expect(validateSendCode('13812345678').ok).toBe(true);
    expect(validateSendCode('812345678', { minLength: 9, maxLength: 10 }).ok).toBe(true);
  });
});

describe('validateRegistrationSubmit: affiliate code checked by a call before registering', () => {
  it('does not call while the local rules fail', async () => {
    const check = vi.fn(async () => ({ ok: true as const }));
    const result = await validateRegistrationSubmit({ ...good, username: '', affiliateCode: 'AF1' }, ctx, check);
    expect(result.key).toBe('validation_field_required');
    expect(check).not.toHaveBeenCalled();
  });

  it('calls with the trimmed code once the form is valid and passes when the server accepts it', async () => {
    const check = vi.fn(async () => ({ ok: true as const }));
    await expect(validateRegistrationSubmit({ ...good, affiliateCode: ' AF1 ' }, ctx, check)).resolves.toMatchObject({
      ok: true,
    });
    expect(check).toHaveBeenCalledWith('AF1');
  });

  it('fails on the affiliate field with the server message when the server refuses the code', async () => {
    const check = async () => ({ ok: false as const, message: 'Unknown agent' });
    await expect(validateRegistrationSubmit({ ...good, affiliateCode: 'BAD' }, ctx, check)).resolves.toMatchObject({
      ok: false,
      field: 'affiliateCode',
      key: 'validation_affiliate_invalid',
      issue: { serverMessage: 'Unknown agent' },
    });
    const silent = await validateRegistrationSubmit({ ...good, affiliateCode: 'BAD' }, ctx, async () => ({
      ok: false,
    }));
    expect(silent.ok || silent.issue.serverMessage).toBeUndefined();
  });

  it('skips the call without a code or when the field is not shown', async () => {
    const check = vi.fn(async () => ({ ok: false as const }));
    await validateRegistrationSubmit({ ...good, affiliateCode: '  ' }, ctx, check);
    const hidden = { ...ctx, fields: { ...ctx.fields, affiliateCode: undefined } };
    await validateRegistrationSubmit({ ...good, affiliateCode: 'AF1' }, hidden, check);
    expect(check).not.toHaveBeenCalled();
  });

  it('hides an optional affiliate field on failure and sends the visitor back when it is required', () => {
    expect(affiliateFailureAction(on({ required: false }))).toBe('hide-field');
    expect(affiliateFailureAction(undefined)).toBe('hide-field');
    expect(affiliateFailureAction(on({ required: true }))).toBe('redirect-to-origin');
  });
});
