import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { Platform } from '../app/platform';
import { NotFoundPage } from '../shell/NotFoundPage';
import { Shell } from '../shell/Shell';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  platform: Platform;
  queryClient: QueryClient;
}

/** The root of the route tree: the shell (header, info bar, notices, global dialogs) around every page. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Shell,
  notFoundComponent: NotFoundPage,
});
