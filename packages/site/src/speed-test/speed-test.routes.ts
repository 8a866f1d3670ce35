import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';

/** /speedtest (points §2 "Speed test"; the right bar's speedTest entry): the entry domains and their response times. */
export const speedTestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/speedtest',
  component: lazyRouteComponent(() => import('./SpeedTestPage'), 'SpeedTestPage'),
});

/** The routes of the `speed-test` feature. */
export const speedTestRoutes = [speedTestRoute] as const;
