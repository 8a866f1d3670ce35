import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../router/root.route';
import {
  validateLotterySearch,
  validateLottSearch,
  validateTrendSearch,
  validateVnLotterySearch,
} from './lottery.search';

/** The trend page's path (player-site §2 names only its query, gameUrl). */
export const TREND_PATH = '/lotteryTrend';

const LottPage = lazyRouteComponent(() => import('./LottPage'), 'LottPage');
const LotteryGamePage = lazyRouteComponent(() => import('./LotteryGamePage'), 'LotteryGamePage');
const VnLotteryPage = lazyRouteComponent(() => import('./LotteryGamePage'), 'VnLotteryPage');
const TrendPage = lazyRouteComponent(() => import('./LotteryTrendPage'), 'LotteryTrendPage');

const vnRoute = <const P extends string>(path: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: VnLotteryPage,
    validateSearch: validateVnLotterySearch,
  });

/** /lott, /lottery, /vnLottery, /vnlottery and the trend page (points §2, player-site §2). */
export const lotteryRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/lott',
    component: LottPage,
    validateSearch: validateLottSearch,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/lottery',
    component: LotteryGamePage,
    validateSearch: validateLotterySearch,
  }),
  vnRoute('/vnLottery'),
  vnRoute('/vnlottery'),
  createRoute({
    getParentRoute: () => rootRoute,
    path: TREND_PATH,
    component: TrendPage,
    validateSearch: validateTrendSearch,
  }),
] as const;
