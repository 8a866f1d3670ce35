/**
 * Login (player-site.md §4, §5): the username is trimmed; username and password must both be non-empty, else the
 * incorrect-password prompt; in SMS mode the username is a mobile number: digits only and passing the mobile check.
 */
import type { PhoneRule } from './phone.ts';
import { isValidMobile } from './phone.ts';
import { issue, toResult, type ValidationResult } from './validation.result.ts';

/** The login types of player-site.md §3 (`mobileNum` is the automatic login after a phone registration). */
export type LoginType = 'username' | 'sms' | 'mobileNum';
export type LoginField = 'username' | 'password';

export interface LoginValues {
  username?: string | null;
  /** The password, or the SMS code in SMS mode. */
  password?: string | null;
}

export interface LoginContext {
  /** @default 'username' */
  type?: LoginType;
  /** The merchant's mobile rule (its mobileNum field config); exactly 11 digits when absent. */
  mobileRule?: PhoneRule | null;
}

/** The values as they are sent: the username trimmed, the password untouched (spaces can be part of it). */
export function normaliseLogin(values: LoginValues): { username: string; password: string } {
  return { username: (values.username ?? '').trim(), password: values.password ?? '' };
}

export function validateLogin(values: LoginValues, ctx: LoginContext = {}): ValidationResult<LoginField> {
  const { username, password } = normaliseLogin(values);
  // One prompt for either empty box, as the spec says: it does not reveal which one was wrong.
  if (username === '' || password === '') {
    return toResult([issue(username === '' ? 'username' : 'password', 'validation_login_incorrect')]);
  }
  if ((ctx.type ?? 'username') === 'sms' && !isValidMobile(username, ctx.mobileRule)) {
    return toResult([issue('username', 'br_enright_cphone')]);
  }
  return toResult([]);
}
