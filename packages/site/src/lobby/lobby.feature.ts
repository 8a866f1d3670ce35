import { GAME_LIST_ALIASES, GAME_TYPES } from '@platform/games';
import { lazy } from 'react';
import { defineFeature, type NavEntry, type SeoKeys } from '../app/feature';
import { lobbyRoutes, warmHomeGames } from './lobby.routes';

const seoKeys = (page: string): SeoKeys => ({
  title: `seo.${page}.title` as SeoKeys['title'],
  description: `seo.${page}.description` as SeoKeys['description'],
});

// LOTT's screen, /lott, is the lottery feature's lobby: its header entry and SEO row go with it.
const rows = Object.values(GAME_TYPES).filter((row) => row.route !== GAME_TYPES.LOTT.route);

/** The game lobbies: a screen per game type (the games table), the electronic lobby and the home games block. */
export const lobbyFeature = defineFeature({
  name: 'lobby',
  routes: lobbyRoutes,
  homeBlocks: [
    {
      id: 'games',
      order: 10,
      component: lazy(() => import('./HomeGames').then((m) => ({ default: m.HomeGames }))),
      warm: warmHomeGames,
    },
  ],
  nav: rows.map((row): NavEntry => ({ path: row.lobbyPath, label: row.label, order: row.navOrder })),
  seo: Object.fromEntries([
    ...rows.flatMap((row) => (row.seo ? [[row.route, seoKeys(row.seo)]] : [])),
    ...Object.entries(GAME_LIST_ALIASES).map(([path, alias]) => [path, seoKeys(alias.seo)]),
  ]),
});
