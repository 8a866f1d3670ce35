import { ATTRIBUTION_PARAMS } from '@platform/api-client';

/**
 * Where a visitor on a narrow screen goes (NOTES.md: the desktop site stays usable down to 1024 px; below that it
 * sends the visitor to the merchant's mobileTemplate address when one is set). The affiliate and referral codes of
 * the current address go along, so a visitor's attribution survives the move. Null: stay.
 */
export function mobileRedirectTarget(
  viewportWidth: number,
  mobileTemplate: string | null | undefined,
  currentUrl: string,
  breakpointPx: number,
): string | null {
  if (!mobileTemplate || viewportWidth >= breakpointPx) return null;
  let target: URL;
  try {
    target = new URL(mobileTemplate, currentUrl);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  const from = new URL(currentUrl);
  // Already there (a mobile template served from the same address): never loop.
  if (target.origin === from.origin && target.pathname === from.pathname) return null;
  for (const name of ATTRIBUTION_PARAMS) {
    for (const value of from.searchParams.getAll(name)) target.searchParams.append(name, value);
  }
  return target.href;
}
