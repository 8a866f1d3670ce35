import type { SeoKeys } from '../../app/feature';

export type { SeoKeys };

/**
 * The keys of a path's SEO meta block (player-site §2) in the table the feature manifests assemble (each feature
 * lists the rows of the pages it serves); a trailing slash and letter case do not matter (`/Live/` is /live). A path
 * no feature lists gets no page meta.
 */
export function seoKeysFor(pathname: string, table: Readonly<Record<string, SeoKeys>>): SeoKeys | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return table[(trimmed || '/').toLowerCase()];
}
