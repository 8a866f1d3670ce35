import { SafeHtmlPolicyProvider } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { bootstrapQueries } from './bootstrap.queries';
import { usePlatform } from './platform.context';

/**
 * The image policy of every SafeHtml on the site: besides the page's own origin, server HTML (promotions, notices,
 * messages, help) may show images from the merchant's API origin and the image CDNs its status lists; any other image
 * (a tracking pixel) is never fetched. Until status arrives, the API origin alone.
 */
export function SiteSafeHtmlPolicy({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const cdns = useQuery({ ...bootstrapQueries.status(platform), select: (status) => status.imageCDNs }).data;
  const apiOrigin = platform.api.getOrigin() ?? platform.options.apiBaseUrl;
  // Structural sharing keeps `cdns` the same array while status says the same, so the list changes only when it does.
  const origins = useMemo(() => [...(apiOrigin ? [apiOrigin] : []), ...(cdns ?? [])], [apiOrigin, cdns]);
  return <SafeHtmlPolicyProvider imageOrigins={origins}>{children}</SafeHtmlPolicyProvider>;
}
