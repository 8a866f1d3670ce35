import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loginFirst as centreLoginFirst } from '../app/centre/centre.routes';
import { validateCentreSearch } from '../app/centre/centre.search';
import { rootRoute } from '../router/root.route';
import { validateMemberSearch } from './member.search';

const loginFirst = centreLoginFirst('memberCentre');

/** /member?page=<id> (older links, the spec's "route /member"): the same page at /member/<id>. */
export const memberRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/member',
  validateSearch: validateMemberSearch,
  beforeLoad: ({ context, search }) => {
    loginFirst({ context });
    throw redirect({ to: '/member/$page', params: { page: search.page ?? 'securityCenter' }, replace: true });
  },
});

/** /member/<page>: the member centre as a page (route mode, MEMBERROUTE; and any deep link). Logged out: /login. */
export const memberPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/member/$page',
  validateSearch: validateCentreSearch,
  beforeLoad: ({ context, params }) => {
    // A visitor's referral link shows the referral overlay over the home page (points §2), not the login.
    if (params.page === 'referral' && !context.platform.session.loggedIn) {
      context.platform.ui.openDialog({ kind: 'memberCentre', page: 'referral' });
      throw redirect({ to: '/', replace: true });
    }
    loginFirst({ context });
  },
  component: lazyRouteComponent(() => import('./MemberCentrePage'), 'MemberCentrePage'),
});

/** The routes of the `member` feature. */
export const memberRoutes = [memberRoute, memberPageRoute] as const;
