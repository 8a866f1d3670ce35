import type { LoginContext, SessionValues } from '@platform/session';
import type { LoginValue, MemberInfo } from '../accounts.types';

/**
 * The context `session.login` decides the forced change with (player-site §4). The bundle never holds the merchant's
 * default password (NOTES.md), so the default-password comparison is the server's: when it says the typed password
 * is the default one (`passwordIsDefault`), or that a change is forced for another reason than expiry (a temporary
 * password from "forgot password"), the typed password is handed over as "the default" and the session store enters
 * the forced state with reason `defaultPassword`. Expiry is forced by PWDEXPFORCECHANGE3, as the server also reports.
 * A social or second-factor login has no typed password: a stand-in value plays both parts.
 */
export function loginContextFor(
  result: LoginValue,
  typed: { username: string; password?: string },
  flags: { PWDEXPFORCECHANGE3: boolean },
): LoginContext {
  const password = typed.password || `\u0000${result.customerName}`;
  const defaultLike = result.passwordIsDefault || (result.forceChangePassword && !result.passwordExpired);
  return {
    username: typed.username || result.customerName,
    password,
    defaultPassword: defaultLike ? password : null,
    forceChangeWhenExpired: flags.PWDEXPFORCECHANGE3 || (result.passwordExpired && result.forceChangePassword),
  };
}

/** The session keys a login answer fills besides token and username (player-site §3 "Session storage"). */
export function sessionValuesFromLogin(result: LoginValue): Partial<SessionValues> {
  return {
    isAgent: result.isAgent,
    account: result.customerName,
    customerId: String(result.customerId),
    nickname: result.nickname,
    memberLabel: result.memberLabel ?? undefined,
    merchantCode: result.merchantCode,
  };
}

/** The same keys from member info, fetched after the login (it may differ: a nickname set since). */
export function sessionValuesFromMember(info: MemberInfo): Partial<SessionValues> {
  return {
    isAgent: info.isAgent,
    account: info.account,
    customerId: String(info.id),
    nickname: info.nickname,
    memberLabel: info.memberLabel ?? undefined,
  };
}

/** The name to greet the player with. */
export function displayName(result: Pick<LoginValue, 'nickname' | 'customerName'>): string {
  return result.nickname || result.customerName;
}
