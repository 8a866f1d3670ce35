import { lazy } from 'react';
import { defineFeature } from '../app/feature';

/**
 * The right bar (points-centres-lottery §2 "Other"): shortcuts from the merchant's settings on every page, and back
 * to top. It only leads elsewhere (pages by path, live chat, deposit and feedback by intent), so it is a feature of
 * its own, loaded when the browser is idle after the page (on a desktop screen; on a phone, in the menu sheet when it
 * first opens).
 */
export const rightBarFeature = defineFeature({
  name: 'right-bar',
  overlays: [{ id: 'bar', component: lazy(() => import('./RightBarIdle').then((m) => ({ default: m.RightBarIdle }))) }],
  // A phone has no room at the screen's edge: there the entries are a section of the frame's menu sheet.
  menuSections: [{ id: 'shortcuts', order: 100, component: lazy(() => import('./RightBarMenuSection')) }],
});
