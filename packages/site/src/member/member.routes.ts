import { checkAccess } from '@platform/session';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';
import { validateMemberSearch } from './member.search';

/** /member?page=<id>: the member centre's pages. Logged out goes to /login (player-site §4). */
export const memberRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/member',
  validateSearch: validateMemberSearch,
  beforeLoad: ({ context }) => {
    const verdict = checkAccess('memberCentre', context.platform.session);
    if (!verdict.allowed && verdict.reason === 'login') throw redirect({ href: verdict.redirect ?? '/login' });
  },
  component: lazyRouteComponent(() => import('./MemberPage'), 'MemberPage'),
});

/** The routes of the `member` feature. */
export const memberRoutes = [memberRoute] as const;
