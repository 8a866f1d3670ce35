import { createContext, type ReactNode, useContext } from 'react';
import type { Platform } from './platform';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** The app's platform: api client, session and flag stores, UI store, query client, server clock. */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs <PlatformProvider> (createMerchantApp renders it)');
  return platform;
}

/** The api client: `const api = useApi(); useQuery({ queryFn: () => api.system.status() })`. */
export function useApi(): Platform['api'] {
  return usePlatform().api;
}
