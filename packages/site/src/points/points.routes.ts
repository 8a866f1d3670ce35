import { checkAccess } from '@platform/session';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';
import { validatePointDetailSearch, validatePointMallSearch } from './points.search';

/** /pointMall (points §2 "route pointMall"): open to visitors, who browse and are asked to log in to redeem. */
export const pointMallRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pointMall',
  validateSearch: validatePointMallSearch,
  component: lazyRouteComponent(() => import('./PointMallPage'), 'PointMallPage'),
});

/** /pointDetail: the player's own records; logged out goes to /login as the member centre does (player-site §4). */
export const pointDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pointDetail',
  validateSearch: validatePointDetailSearch,
  beforeLoad: ({ context }) => {
    const verdict = checkAccess('memberCentre', context.platform.session);
    if (!verdict.allowed && verdict.reason === 'login') throw redirect({ href: verdict.redirect ?? '/login' });
  },
  component: lazyRouteComponent(() => import('./PointDetailPage'), 'PointDetailPage'),
});

/** The routes of the `points` feature. */
export const pointsRoutes = [pointMallRoute, pointDetailRoute] as const;
