import { defineFeature } from '../app/feature';
import { pointsRoutes } from './points.routes';

/** The points mall and points detail (points-centres-lottery §2). */
export const pointsFeature = defineFeature({
  name: 'points',
  routes: pointsRoutes,
  nav: [{ path: '/pointMall', label: 'points.mall.title', order: 110 }],
});
