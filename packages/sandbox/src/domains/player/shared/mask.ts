/** Masking for values shown to other people or echoed in hints: first two and last character stay. */
export function maskAccount(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}**`;
  return `${account.slice(0, 2)}${'*'.repeat(Math.min(4, account.length - 3))}${account.slice(-1)}`;
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
