import { defineFeature } from '../app/feature';
import { lotteryRoutes } from './lottery.routes';

/**
 * The lottery (points §2 "Lottery", §3, §4, §9; player-site §2): the lobby /lott with its menus, left list, popular
 * trends, results, jackpot, countdowns and quick bet; /lottery, /vnLottery and /vnlottery open the lottery site through
 * the launch payload; the trend page. The header's /lott entry and its SEO row stay the lobby feature's (games table).
 */
export const lotteryFeature = defineFeature({ name: 'lottery', routes: lotteryRoutes });
