import { defineFeature } from '../app/feature';
import { languagesRoutes } from './languages.routes';

/** The language page (player-site §2 /lang): the merchant's languages as a list. */
export const languagesFeature = defineFeature({ name: 'languages', routes: languagesRoutes });
