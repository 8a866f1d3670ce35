/** The login call's value (player-site §3 "Login request ... Response value"), as far as the session needs it. */
export interface LoginResult {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  customerName?: string;
  profile?: { mobileNo?: string | null } | null;
}

export interface LoginContext {
  /** What the player typed (the account name used when the answer has no customerName). */
  username: string;
  /** The password the player logged in with, compared with the merchant's default password. */
  password: string;
  /**
   * The merchant's default phone-registration password, from the server (NOTES.md: `{secret}` is a per-merchant
   * setting, never in the bundle). Unset or empty: no default-password check.
   */
  defaultPassword?: string | null;
  /** The merchant flag PWDEXPFORCECHANGE3: an expired password must be changed before login completes. */
  forceChangeWhenExpired: boolean;
}

export type ForcedChangeReason = 'defaultPassword' | 'expired';

export type LoginOutcome =
  | { status: 'loggedIn'; firstTimeLogin: boolean }
  /** The result is kept as `pendingLogin`; login completes only after the password change. */
  | { status: 'mustChangePassword'; reason: ForcedChangeReason; firstTimeLogin: boolean };

/**
 * Whether a login must go through a forced password change first (player-site §4): the password is the merchant's
 * default one, or it has expired and PWDEXPFORCECHANGE3 is on.
 */
export function forcedChangeReason(result: LoginResult, context: LoginContext): ForcedChangeReason | null {
  if (context.defaultPassword && context.password === context.defaultPassword) return 'defaultPassword';
  if (result.passwordExpired && context.forceChangeWhenExpired) return 'expired';
  return null;
}
