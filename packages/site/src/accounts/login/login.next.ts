import { ACCOUNT_ROUTES } from '../accounts.constants';

export interface NextPageContext {
  /** Where the player is when the login completes. */
  pathname: string;
  /** The merchant's next page (settings.login.nextPage); may be empty. */
  configured?: string | null;
  /** `/login?redirect=` of a page that sent a visitor to log in first. */
  redirect?: string | null;
}

/** A path of this site: absolute, not protocol-relative, no scheme (an open redirect must not go elsewhere). */
export function isSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * Where a completed login goes (player-site §2): from the register page always to /; otherwise back to the page
 * that asked for the login (a choice: the spec is silent on it, and a player expects to land where they were
 * going), else the configured next page, else /.
 */
export function nextPageAfterLogin({ pathname, configured, redirect }: NextPageContext): string {
  if (pathname === ACCOUNT_ROUTES.register) return ACCOUNT_ROUTES.fromRegister;
  if (isSitePath(redirect) && redirect !== ACCOUNT_ROUTES.login) return redirect;
  return isSitePath(configured) ? configured : ACCOUNT_ROUTES.fallbackNextPage;
}

/** Where a login completed by a forced password change goes (player-site §2 "after forced password change to /index"). */
export function nextPageAfterForcedChange(): string {
  return ACCOUNT_ROUTES.afterForcedChange;
}
