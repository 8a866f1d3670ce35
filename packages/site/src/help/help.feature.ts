import { defineFeature } from '../app/feature';
import { helpRoutes } from './help.routes';

/** The help centre (points-centres-lottery §2, §7 getHelpV2, §9 help fetch debounce 300): /help, /helpmc. */
export const helpFeature = defineFeature({
  name: 'help',
  routes: helpRoutes,
  seo: { '/help': { title: 'seo.help.title', description: 'seo.help.description' } },
});
