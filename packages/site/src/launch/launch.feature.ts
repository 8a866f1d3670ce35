import { defineFeature } from '../app/feature';
import { launchRoutes } from './launch.routes';

/**
 * Game launch: the launch code every feature that starts a game calls through app/launch.port.ts (loaded on the
 * first sign of intent to play), and the seamless and trial game frames (player-site §2 launch, §4, §8).
 */
export const launchFeature = defineFeature({
  name: 'launch',
  routes: launchRoutes,
  launchCode: () => import('./launch.game'),
});
