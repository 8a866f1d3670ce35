/**
 * The one layout breakpoint of the product: a phone is a viewport up to 767 px wide (portrait phones are 360 to 430
 * px, large phones in landscape stay under 768). There the frame takes its phone layout (compact header, bottom tab
 * bar, menu sheet), dialogs become full-height sheets and every control is at least a touch target tall. Above it the
 * desktop layout holds, unchanged.
 */
export const phoneMaxWidthPx = 767;

/** The smallest touch target on a phone (WCAG 2.5.5, platform guidelines): 44 by 44 CSS pixels. */
export const touchTargetPx = 44;

/** The phone frame's bottom tab bar: its height above the home-indicator area (pages keep this much room below). */
export const phoneTabBarHeightPx = 60;

/** Media queries for vanilla-extract's `'@media'` and for `matchMedia`. */
export const media = {
  phone: `screen and (max-width: ${phoneMaxWidthPx}px)`,
  desktop: `screen and (min-width: ${phoneMaxWidthPx + 1}px)`,
} as const;

/** True where the phone layout applies now (false outside a browser). */
export function isPhoneViewport(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(media.phone).matches
    : false;
}

/**
 * The part of the window a floating control (the chat button, the mini-game, the chat window) may take: the window,
 * less the tab bar on a phone, so nothing dragged or placed there ever covers the bar's tabs.
 */
export function floatingArea(): { width: number; height: number } {
  const height = window.innerHeight - (isPhoneViewport() ? phoneTabBarHeightPx : 0);
  return { width: window.innerWidth, height: Math.max(height, 0) };
}
