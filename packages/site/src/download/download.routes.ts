import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';

/** /download (player-site §2, points §2 "App download"). */
export const downloadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/download',
  component: lazyRouteComponent(() => import('./DownloadPage'), 'DownloadPage'),
});

/** The routes of the `download` feature. */
export const downloadRoutes = [downloadRoute] as const;
