import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';
import { MAINTENANCE_PATH } from './maintenance.gate';

/** The maintenance / access-denied page (points-centres-lottery §2): in the bare frame, nothing else would work. */
export const maintenanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: MAINTENANCE_PATH,
  staticData: { bareFrame: true },
  component: lazyRouteComponent(() => import('./MaintenancePage'), 'MaintenancePage'),
});

/** The routes of the `maintenance` feature. */
export const maintenanceRoutes = [maintenanceRoute] as const;
