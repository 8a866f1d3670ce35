import { GAME_TYPES } from '@platform/games';
import { defineFeature } from '../app/feature';
import { lotteryRoutes } from './lottery.routes';

const lott = GAME_TYPES.LOTT;

/**
 * The lottery (points §2 "Lottery", §3, §4, §9; player-site §2): the lobby /lott with its menus, left list, popular
 * trends, results, jackpot, countdowns and quick bet; /lottery, /vnLottery and /vnlottery open the lottery site through
 * the launch payload; the trend page. /lott's header entry and SEO row come from the games table's LOTT row.
 */
export const lotteryFeature = defineFeature({
  name: 'lottery',
  routes: lotteryRoutes,
  nav: [{ path: lott.lobbyPath, label: lott.label, order: lott.navOrder }],
  seo: { [lott.route]: { title: 'seo.lott.title', description: 'seo.lott.description' } },
});
