import { defineFeature } from '../app/feature';
import { downloadRoutes } from './download.routes';

/** The app download page (points-centres-lottery §2 "App download", §9): /download. */
export const downloadFeature = defineFeature({ name: 'download', routes: downloadRoutes });
