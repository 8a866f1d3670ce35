import { createRouter } from '@tanstack/react-router';
import type { Platform } from '../app/platform';
import { routeTree } from './routeTree';

export function createAppRouter(platform: Platform) {
  return createRouter({
    routeTree,
    context: { platform, queryClient: platform.queryClient },
    defaultPreload: 'intent',
    // Data lives in TanStack Query; the router must not cache loader results a second time.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
