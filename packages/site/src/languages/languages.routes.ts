import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';

/** /lang (player-site §2): the merchant's languages as a list. */
export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/lang',
  component: lazyRouteComponent(() => import('./LanguagesPage'), 'LanguagesPage'),
});

/** The routes of the `languages` feature. */
export const languagesRoutes = [langRoute] as const;
