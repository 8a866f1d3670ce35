import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';

/** /help (points §2: an optional #tag anchor): the help centre. */
export const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/help',
  component: lazyRouteComponent(() => import('./HelpPage'), 'HelpPage'),
});

/** /helpmc (player-site §2): the same help centre, keeping the anchor. */
export const helpMcRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/helpmc',
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/help', hash: location.hash, replace: true });
  },
});

/** The routes of the `help` feature. */
export const helpRoutes = [helpRoute, helpMcRoute] as const;
