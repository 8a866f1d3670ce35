import { useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { usePlatform } from '../../app/platform.context';
import { applySeoMeta } from './seo.head';
import { isLocalHost, shouldApplySeo } from './seo.rules';
import { seoKeysFor } from './seo.table';

/**
 * The SEO meta block of the current path (player-site §2): applied on localhost, on the merchant's allowed domains, or
 * everywhere when the settings list none. Elsewhere (or before the settings answer, off localhost) the page keeps the
 * plain site title.
 */
export function SeoMeta({ hostname = window.location.hostname }: { hostname?: string }) {
  const platform = usePlatform();
  const t = useT();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const settings = useQuery(bootstrapQueries.settings(platform));
  const site = platform.options.merchant.displayName;
  // A failed settings call counts as "no list set"; a pending one waits, so no page flashes meta it may not carry.
  const allowed = settings.isError ? [] : settings.data?.seoAllowedDomains;
  const decided = allowed !== undefined || isLocalHost(hostname);
  const apply = decided && shouldApplySeo(hostname, allowed);

  useEffect(() => {
    const keys = apply ? seoKeysFor(pathname, platform.features.seo) : undefined;
    applySeoMeta(
      document,
      keys
        ? {
            title: t(keys.title, { site }),
            description: t(keys.description, { site }),
            canonical: `${window.location.origin}${pathname}`,
          }
        : null,
      site,
    );
  }, [apply, pathname, t, site, platform.features]);
  return null;
}
