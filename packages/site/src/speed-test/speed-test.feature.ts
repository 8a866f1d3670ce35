import { defineFeature } from '../app/feature';
import { speedTestRoutes } from './speed-test.routes';

/** The speed test (points-centres-lottery §2, §4 "Speed", §7, §9): /speedtest. */
export const speedTestFeature = defineFeature({ name: 'speed-test', routes: speedTestRoutes });
