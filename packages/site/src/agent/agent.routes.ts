import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loginFirst as centreLoginFirst } from '../app/centre/centre.routes';
import { validateCentreSearch } from '../app/centre/centre.search';
import { rootRoute } from '../router/root.route';

const loginFirst = centreLoginFirst('agentCentre');

/** /agent (player-site §2): the agent centre on its default page. Logged out: /login. */
export const agentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agent',
  beforeLoad: ({ context }) => {
    loginFirst({ context });
    throw redirect({ to: '/agent/$page', params: { page: 'agentTeamOverview' }, replace: true });
  },
});

/** /agent/<page>: the agent centre as a page, its filters in the address (the centres' search state). */
export const agentPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agent/$page',
  validateSearch: validateCentreSearch,
  beforeLoad: loginFirst,
  component: lazyRouteComponent(() => import('./AgentCentrePage'), 'AgentCentrePage'),
});

/** The routes of the `agent` feature. */
export const agentRoutes = [agentRoute, agentPageRoute] as const;
