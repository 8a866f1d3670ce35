import type { NavEntry } from '../../app/feature';

/** How many of the main navigation's entries are tabs of the phone's bottom bar (beside the menu tab): five in all fit 360 px. */
export const PHONE_TAB_COUNT = 4;

/**
 * The phone frame's split of the main navigation (the features' nav entries, by order): the first entries are tabs of
 * the bottom bar (home and the merchant's first game types), and the menu sheet lists them all.
 */
export function phoneTabs(entries: readonly NavEntry[]): NavEntry[] {
  return entries.slice(0, PHONE_TAB_COUNT);
}

/** The entry's page is shown: home only at `/`, a section at its path and below it (as the header's navigation marks it). */
export function isCurrentSection(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
