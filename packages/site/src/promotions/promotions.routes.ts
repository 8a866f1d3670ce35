import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';
import { validatePromotionSearch, validatePromotionsSearch } from './promotions.search';

/** /promotions (player-site §2): open to visitors; the hash names the promotion to open. */
export const promotionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/promotions',
  validateSearch: validatePromotionsSearch,
  component: lazyRouteComponent(() => import('./PromotionsPage'), 'PromotionsPage'),
});

/** /promotion?id=<id>: one promotion. */
export const promotionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/promotion',
  validateSearch: validatePromotionSearch,
  component: lazyRouteComponent(() => import('./PromotionPage'), 'PromotionPage'),
});

export const promotionsRoutes = [promotionsRoute, promotionRoute] as const;
