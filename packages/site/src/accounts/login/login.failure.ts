import type { ApiError } from '@platform/api-client';
import { isApiError } from '@platform/api-client';
import type { BindDetails, SecondFactorChallenge, SecondFactorMethod, SocialChannel } from '../accounts.types';

/** What the site does with a failed login, social login or registration login. */
export type LoginFailure =
  | { kind: 'secondFactor'; challenge: SecondFactorChallenge }
  | { kind: 'bindRequired'; details: BindDetails }
  | { kind: 'refused'; error: unknown; captcha: boolean };

type FailureKind = LoginFailure['kind'] | 'captcha';

/**
 * Error codes to what the site does (player-site §4): one table. login_verify_required opens the second factor,
 * bind_customer_required asks to log in or register, the captcha codes show the captcha; any other refusal is
 * shown in the form, with the captcha too when the failure's value says the next try needs one.
 */
export const LOGIN_FAILURE_TABLE: Readonly<Record<string, FailureKind>> = {
  login_verify_required: 'secondFactor',
  bind_customer_required: 'bindRequired',
  'captcha.required': 'captcha',
  'captcha.incorrect': 'captcha',
};

const METHODS: readonly SecondFactorMethod[] = ['E', 'G', 'S', 'P'];
const CHANNELS: readonly SocialChannel[] = ['google', 'facebook', 'twitter', 'line', 'sms'];

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** login_verify_required's value: `{ methods, expirationTime, maskedEmail, maskedMobile }`. */
export function readChallenge(value: unknown): SecondFactorChallenge {
  const v = record(value);
  const methods = Array.isArray(v.methods)
    ? v.methods.filter((m): m is SecondFactorMethod => METHODS.includes(m as SecondFactorMethod))
    : [];
  return {
    methods: methods.length > 0 ? methods : ['E'],
    expirationTime: typeof v.expirationTime === 'number' ? v.expirationTime : null,
    maskedEmail: text(v.maskedEmail),
    maskedMobile: text(v.maskedMobile),
  };
}

/** bind_customer_required's value: `{ firebaseChannel, email, displayName, mobileNo, canRegister, manualRegister }`. */
export function readBindDetails(value: unknown, channel: SocialChannel): BindDetails {
  const v = record(value);
  return {
    firebaseChannel: CHANNELS.includes(v.firebaseChannel as SocialChannel)
      ? (v.firebaseChannel as SocialChannel)
      : channel,
    email: text(v.email),
    displayName: text(v.displayName),
    mobileNo: text(v.mobileNo),
    canRegister: v.canRegister === true,
    manualRegister: v.manualRegister === true,
  };
}

/** Whether a failure's value asks for a captcha on the next try (`{ captcha: true }`). */
export function asksForCaptcha(error: ApiError): boolean {
  return record(error.value).captcha === true;
}

/** Reads a failed login (any call that answers the login result) into what the site does next. */
export function classifyLoginFailure(error: unknown, channel: SocialChannel = 'google'): LoginFailure {
  if (!isApiError(error)) return { kind: 'refused', error, captcha: false };
  const kind = error.code ? LOGIN_FAILURE_TABLE[error.code] : undefined;
  if (kind === 'secondFactor') return { kind, challenge: readChallenge(error.value) };
  if (kind === 'bindRequired') return { kind, details: readBindDetails(error.value, channel) };
  return { kind: 'refused', error, captcha: kind === 'captcha' || asksForCaptcha(error) };
}
