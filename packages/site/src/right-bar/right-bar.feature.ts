import { lazy } from 'react';
import { defineFeature } from '../app/feature';

/**
 * The right bar (points-centres-lottery §2 "Other"): shortcuts from the merchant's settings on every page, and back
 * to top. It only leads elsewhere (pages by path, live chat, deposit and feedback by intent), so it is a feature of
 * its own, loaded when the browser is idle after the page.
 */
export const rightBarFeature = defineFeature({
  name: 'right-bar',
  overlays: [{ id: 'bar', component: lazy(() => import('./RightBarIdle').then((m) => ({ default: m.RightBarIdle }))) }],
});
