import type { MessageKey } from '@platform/i18n';

export interface NavEntry {
  /** The route (the lobby's routes are named after the lower-cased game type, player-site §2). */
  path: string;
  label: MessageKey;
}

/**
 * The header's main navigation by game type, in order (player-site §2 "Games entry block: sports, live, fish, pvp,
 * rng, lottery"; the electronic lobby is /electron). An entry shows only once its route exists in the route tree, so
 * the header never links to a page that is not built.
 */
export const MAIN_NAV: readonly NavEntry[] = [
  { path: '/', label: 'common.home' },
  { path: '/sports', label: 'gameType.SPORTS' },
  { path: '/live', label: 'gameType.LIVE' },
  { path: '/electron', label: 'gameType.RNG' },
  { path: '/fish', label: 'gameType.FISH' },
  { path: '/pvp', label: 'gameType.PVP' },
  { path: '/esports', label: 'gameType.ESPORTS' },
  { path: '/lott', label: 'gameType.LOTT' },
  { path: '/elott', label: 'gameType.ELOTT' },
  { path: '/promotions', label: 'promotions.title' },
];

/** The entries whose route exists (`routesByPath` of the router). */
export function availableNav(entries: readonly NavEntry[], routePaths: ReadonlySet<string>): NavEntry[] {
  return entries.filter((entry) => routePaths.has(entry.path));
}
