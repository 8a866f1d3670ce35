import { defineFeature } from '../app/feature';
import { launchRoutes } from './launch.routes';

/** Game launch: the seamless and trial game frames (player-site §2 launch, §4). */
export const launchFeature = defineFeature({
  name: 'launch',
  routes: launchRoutes,
});
