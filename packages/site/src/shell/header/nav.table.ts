import type { NavEntry } from '../../app/feature';

export type { NavEntry };

/**
 * The header's main navigation: the features' nav entries (app/features.ts), by their order. An entry shows only
 * once its route exists in the route tree, so the header never links to a page that is not built.
 */
export function availableNav(entries: readonly NavEntry[], routePaths: ReadonlySet<string>): NavEntry[] {
  return entries.filter((entry) => routePaths.has(entry.path));
}
