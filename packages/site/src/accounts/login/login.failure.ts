import type { ApiError, ErrorValues } from '@platform/api-client';
import { errorValueOf, isApiError } from '@platform/api-client';
import type { BindDetails, SecondFactorChallenge, SocialChannel } from '../accounts.types';

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

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * login_verify_required's value (typed by the contract's `errorValues`); a server that sends none, or no method,
 * gets the e-mail code, the platform's default second factor.
 */
export function readChallenge(value: ErrorValues['login_verify_required'] | undefined): SecondFactorChallenge {
  return {
    methods: value && value.methods.length > 0 ? value.methods : ['E'],
    expirationTime: value?.expirationTime ?? null,
    maskedEmail: value?.maskedEmail || null,
    maskedMobile: value?.maskedMobile || null,
  };
}

/** bind_customer_required's value (typed by the contract); without one, the channel the player signed in with. */
export function readBindDetails(
  value: ErrorValues['bind_customer_required'] | undefined,
  channel: SocialChannel,
): BindDetails {
  return (
    value ?? {
      firebaseChannel: channel,
      email: null,
      displayName: null,
      mobileNo: null,
      canRegister: false,
      manualRegister: false,
    }
  );
}

/** Whether a failure's value asks for a captcha on the next try (`{ captcha: true }`). */
export function asksForCaptcha(error: ApiError): boolean {
  return record(error.value).captcha === true;
}

/** Reads a failed login (any call that answers the login result) into what the site does next. */
export function classifyLoginFailure(error: unknown, channel: SocialChannel = 'google'): LoginFailure {
  if (!isApiError(error)) return { kind: 'refused', error, captcha: false };
  const kind = error.code ? LOGIN_FAILURE_TABLE[error.code] : undefined;
  if (kind === 'secondFactor') return { kind, challenge: readChallenge(errorValueOf(error, 'login_verify_required')) };
  if (kind === 'bindRequired') {
    return { kind, details: readBindDetails(errorValueOf(error, 'bind_customer_required'), channel) };
  }
  return { kind: 'refused', error, captcha: kind === 'captcha' || asksForCaptcha(error) };
}
