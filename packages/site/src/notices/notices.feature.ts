import { defineFeature } from '../app/feature';
import { noticesRoutes } from './notices.routes';

/** The notice board page (points-centres-lottery §2, §9: 10 a page, 7 page buttons): /notices. */
export const noticesFeature = defineFeature({ name: 'notices', routes: noticesRoutes });
