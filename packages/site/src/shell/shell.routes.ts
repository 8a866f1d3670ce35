import { checkAccess } from '@platform/session';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { warmHomeGames } from '../lobby/lobby.routes';
import { type RouterContext, rootRoute } from '../router/root.route';
import { noticeQueries } from './home/notices.queries';
import { MAINTENANCE_PATH } from './maintenance/maintenance.gate';
import { validateMemberSearch } from './member/member.search';

const HomePage = lazyRouteComponent(() => import('./HomePage'), 'HomePage');

/** The banners and notices start loading with the page's code, not after it. */
const loadHome = ({ context }: { context: RouterContext }) => {
  void context.queryClient.prefetchQuery(noticeQueries.home(context.platform, context.platform.ui.language));
  // The lobby's games block (a lazy chunk of the home page) and its data start now too, not after the page renders.
  warmHomeGames(context);
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

/**
 * /member?page=<id>: the member centre's pages (a later slice; a "coming" page until then). Logged out goes to /login
 * (player-site §4).
 */
export const memberRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/member',
  validateSearch: validateMemberSearch,
  beforeLoad: ({ context }) => {
    const verdict = checkAccess('memberCentre', context.platform.session);
    if (!verdict.allowed && verdict.reason === 'login') throw redirect({ href: verdict.redirect ?? '/login' });
  },
  component: lazyRouteComponent(() => import('./member/MemberPage'), 'MemberPage'),
});

/** The maintenance / access-denied page (points-centres-lottery §2). */
export const maintenanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: MAINTENANCE_PATH,
  component: lazyRouteComponent(() => import('./maintenance/MaintenancePage'), 'MaintenancePage'),
});

/** The routes of the shell feature. */
export const shellRoutes = [homeRoute, indexRoute, memberRoute, maintenanceRoute] as const;
