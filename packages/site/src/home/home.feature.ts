import { defineFeature } from '../app/feature';
import { homeRoutes } from './home.routes';

const seo = { title: 'seo.home.title', description: 'seo.home.description' } as const;

/** The home page: banners, notices, the games block (player-site §2). */
export const homeFeature = defineFeature({
  name: 'home',
  routes: homeRoutes,
  nav: [{ path: '/', label: 'common.home', order: 0 }],
  seo: { '/': seo, '/index': seo },
});
