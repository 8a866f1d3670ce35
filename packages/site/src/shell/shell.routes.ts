import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';

const HomePage = lazyRouteComponent(() => import('./HomePage'), 'HomePage');

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });
/** /index is the home page too (the target after a forced password change, player-site §2). */
export const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/index', component: HomePage });

/** The routes of the shell feature. */
export const shellRoutes = [homeRoute, indexRoute] as const;
