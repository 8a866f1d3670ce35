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

/** The parameter a merchant's mobile site links back with ("full site"): the visitor stays here on this device. */
export const FULL_SITE_PARAM = 'fullSite';
/** Where the choice is remembered (local storage): this site on this device, whatever the screen. */
export const FULL_SITE_KEY = 'platform.fullSite';

type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The visitor chose this site over the merchant's mobile site: now (`?fullSite=1`, then remembered) or on an earlier
 * visit. A phone then gets this site's phone layout instead of being sent away.
 */
export function choseFullSite(currentUrl: string, storage: ChoiceStorage | null): boolean {
  const asked = new URL(currentUrl).searchParams.get(FULL_SITE_PARAM);
  try {
    if (asked === '1') storage?.setItem(FULL_SITE_KEY, '1');
    if (asked === '0') storage?.setItem(FULL_SITE_KEY, '0');
    return storage?.getItem(FULL_SITE_KEY) === '1';
  } catch {
    // Storage refused (private mode): the choice holds for this address only.
    return asked === '1';
  }
}

/** What `deviceViewportWidth` reads of the window. */
export interface ViewportWindow {
  innerWidth: number;
  matchMedia: (query: string) => { matches: boolean };
  document: { documentElement: { clientWidth: number } };
}

/**
 * The width that decides the redirect: the one CSS media queries see, which the viewport meta sets (`width=device-
 * width`: 390 on a 390 px phone) and content never widens. `innerWidth` is not it on a phone: a page wider than the
 * screen (the desktop page's 1024 px minimum, on a phone turned sideways or any element that overflows) widens the
 * layout viewport, and `innerWidth` then reads 1024 at a scale of 1 on an 844 px screen, so the phone would be kept.
 * The root's `clientWidth` is that media width on a phone (no scrollbar takes room there); on a desktop it lacks the
 * scrollbar, so the window's width stands wherever the media queries agree with it (a 1024 px window keeps the
 * desktop site). The screen's width is never used: headless Chromium gives an 800 px screen under a 1350 px window.
 */
export function deviceViewportWidth(win: ViewportWindow): number {
  if (win.matchMedia(`(min-width: ${win.innerWidth}px)`).matches) return win.innerWidth;
  return win.document.documentElement.clientWidth;
}
