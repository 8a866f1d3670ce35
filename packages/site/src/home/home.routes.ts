import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { type RouterContext, rootRoute } from '../router/root.route';
import { noticeQueries } from './notices.queries';

const HomePage = lazyRouteComponent(() => import('./HomePage'), 'HomePage');

/** The banners and notices start loading with the page's code, not after it. */
const loadHome = ({ context }: { context: RouterContext }) => {
  void context.queryClient.prefetchQuery(noticeQueries.home(context.platform, context.platform.ui.language));
  // The blocks of other features (the lobby's games block) start their chunks and data now too, not after the page.
  for (const block of context.platform.features.homeBlocks) block.warm?.(context);
};

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomePage,
  loader: loadHome,
});

/** /index is the home page too (the target after a forced password change, player-site §2). */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/index',
  component: HomePage,
  loader: loadHome,
});

/** The routes of the `home` feature. */
export const homeRoutes = [homeRoute, indexRoute] as const;
