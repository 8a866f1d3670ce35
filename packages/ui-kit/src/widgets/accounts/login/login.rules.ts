import { type PhoneRule, type ValidationMessageKey, validateLogin, validateSendCode } from '@platform/validation';

/** The login widget's modes (player-site §2, §4): username and password, or mobile number and SMS code. */
export type LoginMode = 'username' | 'sms';

/** Social sign-in channels as the server lists them (settings.login.socialChannels). */
export type SocialChannel = 'google' | 'facebook' | 'twitter' | 'line' | 'sms';

/** Brand names are the same in every language; the SMS channel is worded (social.phone). */
export const SOCIAL_CHANNEL_NAMES: Readonly<Record<Exclude<SocialChannel, 'sms'>, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  line: 'LINE',
};

export interface LoginFields {
  /** The username, or the mobile number in SMS mode. */
  username: string;
  /** The password, or the SMS code in SMS mode. */
  password: string;
  captcha: string;
}

export const EMPTY_LOGIN_FIELDS: LoginFields = { username: '', password: '', captcha: '' };

export type LoginField = keyof LoginFields;

/** What the form shows after a check: a message per field, and the one prompt for an empty box. */
export interface LoginErrors {
  username?: ValidationMessageKey;
  captcha?: ValidationMessageKey;
  /** The incorrect-password prompt (player-site §5), shown for either empty box without saying which. */
  form?: ValidationMessageKey;
}

export type LoginCheck =
  | { ok: true; values: { type: LoginMode; username: string; password: string; captcha?: string } }
  | { ok: false; errors: LoginErrors; focus: LoginField };

export interface LoginCheckContext {
  mode: LoginMode;
  mobileRule?: PhoneRule | null;
  /** The captcha is asked in the form and must be answered now. */
  captchaInForm: boolean;
}

/**
 * The submit check of player-site §5 through @platform/validation: username trimmed, both boxes non-empty else the
 * incorrect-password prompt, in SMS mode a digits-only mobile passing the mobile check; then the captcha when the
 * form asks for it.
 */
export function checkLogin(fields: LoginFields, ctx: LoginCheckContext): LoginCheck {
  const result = validateLogin(fields, { type: ctx.mode, mobileRule: ctx.mobileRule ?? null });
  if (!result.ok) {
    const errors: LoginErrors =
      result.key === 'validation_login_incorrect' ? { form: result.key } : { username: result.key };
    return { ok: false, errors, focus: result.field };
  }
  const captcha = fields.captcha.trim();
  if (ctx.captchaInForm && captcha === '') {
    return { ok: false, errors: { captcha: 'validation_captcha_required' }, focus: 'captcha' };
  }
  const username = fields.username.trim();
  return {
    ok: true,
    values: { type: ctx.mode, username, password: fields.password, ...(captcha ? { captcha } : {}) },
  };
}

/** The SMS button needs a valid mobile first (points §5): the key to show on the mobile box, or undefined. */
export function checkSmsMobile(mobile: string, mobileRule?: PhoneRule | null): ValidationMessageKey | undefined {
  const result = validateSendCode(mobile.trim(), mobileRule ?? null);
  return result.ok ? undefined : result.key;
}
