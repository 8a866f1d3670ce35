/**
 * The one mask for an account shown to other players (winner boards, rankings, referrals) or echoed in a hint:
 * `ab***yz`, or `a***` when four characters or fewer. Three stars whatever the length, so the mask does not tell it.
 */
export function maskAccount(account: string): string {
  return account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [user = '', domain = ''] = email.split('@');
  return `${maskAccount(user)}@${domain}`;
}

export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 4 ? '****' : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
