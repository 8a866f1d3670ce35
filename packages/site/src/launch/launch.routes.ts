import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';
import { enterFrame, forgetFrame } from './launch.frames';
import { validateFrameSearch } from './launch.search';

const SeamlessPage = lazyRouteComponent(() => import('./GameFramePage'), 'SeamlessPage');
const TrialPage = lazyRouteComponent(() => import('./GameFramePage'), 'TrialPage');

export const seamlessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/seamless',
  component: SeamlessPage,
  validateSearch: validateFrameSearch,
  onEnter: (match) => enterFrame(match.context.platform),
  // The call and the balance refresh are loaded when needed: the route tree is part of the first load.
  onLeave: ({ context }) => void import('./launch.leave').then(({ leaveSeamless }) => leaveSeamless(context.platform)),
});

export const trialRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/trial',
  component: TrialPage,
  validateSearch: validateFrameSearch,
  onEnter: (match) => enterFrame(match.context.platform),
  // Play money: nothing to log out of or to refresh.
  onLeave: (match) => forgetFrame(match.context.platform),
});

/** The routes of the `launch` feature (lazy pages under the root route). */
export const launchRoutes = [seamlessRoute, trialRoute] as const;
