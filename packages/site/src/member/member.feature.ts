import { defineFeature } from '../app/feature';
import { memberRoutes } from './member.routes';

/** The member centre (points-centres-lottery §2). */
export const memberFeature = defineFeature({
  name: 'member',
  routes: memberRoutes,
});
