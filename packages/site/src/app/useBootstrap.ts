import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bootstrapQueries } from './bootstrap.queries';
import { usePlatform } from './platform.context';

/**
 * Loads the start-up data and applies it once: the server's whitelabel flags merged with the app's defaults
 * (@platform/session merges exactly once per evaluation). Status (which also corrects the server clock) is
 * re-fetched when the tab becomes visible again.
 */
export function useBootstrap() {
  const platform = usePlatform();
  const status = useQuery(bootstrapQueries.status(platform));
  const whitelabel = useQuery(bootstrapQueries.whitelabel(platform));

  useEffect(() => {
    if (whitelabel.data) platform.flags.evaluate(whitelabel.data);
  }, [platform, whitelabel.data]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void status.refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [status.refetch]);

  return { status, whitelabel };
}
