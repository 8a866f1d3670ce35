import type { ApiClient } from '@platform/api-client';
import { type LotteryVendor, type PrizeMode, prizeModeFromVendors } from '@platform/lottery';
import { queryOptions } from '@tanstack/react-query';
import type { Platform } from '../app/platform';
import { PLAYER_KEYS, PLAYER_SCOPE } from '../app/player.scope';
import { LOTTERY_SITE } from './lottery.constants';

type Answer<T> = T extends (...args: never[]) => Promise<infer R> ? R : never;
export type LotteryGameRow = Answer<ApiClient['lottery']['games']>['games'][number];
export type DrawRecord = Answer<ApiClient['lottery']['draws']>[number];
export type NearIssue = Answer<ApiClient['lottery']['nearIssues']>;

/** Calls the lottery gateway and learns the server's time from answers that carry it (countdowns run on it). */
async function timed<T extends { serverTime: number }>(platform: Platform, call: () => Promise<T>): Promise<T> {
  const startedAt = Date.now();
  const answer = await call();
  platform.clock.sync(answer.serverTime, startedAt, Date.now());
  return answer;
}

export const lotteryKeys = {
  all: ['lottery'] as const,
  prizeMode: () => ['lottery', 'prizeMode'] as const,
  games: (prizeMode: PrizeMode | undefined) => ['lottery', 'games', prizeMode ?? null] as const,
  menus: (prizeMode: PrizeMode | undefined) => ['lottery', 'menus', prizeMode ?? null] as const,
  popular: (prizeMode: PrizeMode | undefined) => ['lottery', 'popular', prizeMode ?? null] as const,
  draws: (gameCode: string | null, size: number) => ['lottery', 'draws', gameCode, size] as const,
  issue: (gameId: number) => ['lottery', 'issue', gameId] as const,
  jackpot: () => ['lottery', 'jackpot'] as const,
  longDragon: () => ['lottery', 'longDragon'] as const,
  launch: (payload: object) => [...PLAYER_SCOPE, 'lotteryLaunch', payload] as const,
};

export const lotteryQueries = {
  /**
   * The prize mode (points §4): Lott when the LOTT lane lists a Vietnam lottery vendor, Elott when the ELOTT lane
   * does, else unset. Read from the vendor lanes (gameVendor) under a key of its own: sharing the games' module for
   * their key would split it into a chunk of its own on the home route.
   */
  prizeMode: (platform: Platform) =>
    queryOptions({
      queryKey: lotteryKeys.prizeMode(),
      queryFn: async ({ signal }): Promise<PrizeMode | null> => {
        const lanes = await platform.api.games.vendors(undefined, { signal });
        const lane = (type: string) => lanes.find((l) => l.gameType === type)?.vendors;
        const vietnam = (vendor: LotteryVendor) => (vendor as { vietnamLottery?: boolean }).vietnamLottery === true;
        return prizeModeFromVendors({ LOTT: lane('LOTT'), ELOTT: lane('ELOTT') }, vietnam) ?? null;
      },
      staleTime: LOTTERY_SITE.listsStaleMs,
    }),
  games: (platform: Platform, prizeMode: PrizeMode | undefined) =>
    queryOptions({
      queryKey: lotteryKeys.games(prizeMode),
      queryFn: ({ signal }) => timed(platform, () => platform.api.lottery.games({ prizeMode }, { signal })),
      staleTime: LOTTERY_SITE.listsStaleMs,
    }),
  menus: (platform: Platform, prizeMode: PrizeMode | undefined) =>
    queryOptions({
      queryKey: lotteryKeys.menus(prizeMode),
      queryFn: ({ signal }) => platform.api.lottery.gameMenus({ prizeMode }, { signal }),
      staleTime: LOTTERY_SITE.listsStaleMs,
    }),
  popular: (platform: Platform, prizeMode: PrizeMode | undefined) =>
    queryOptions({
      queryKey: lotteryKeys.popular(prizeMode),
      queryFn: ({ signal }) =>
        platform.api.lottery.popular({ count: LOTTERY_SITE.popularCount, prizeMode }, { signal }),
      staleTime: LOTTERY_SITE.listsStaleMs,
    }),
  draws: (platform: Platform, gameCode: string | null, size: number) =>
    queryOptions({
      queryKey: lotteryKeys.draws(gameCode, size),
      queryFn: ({ signal }) => platform.api.lottery.draws(gameCode ? { gameCode, size } : { size }, { signal }),
      staleTime: LOTTERY_SITE.drawsStaleMs,
    }),
  /** A game's current issue (lottIssue), re-fetched by its countdown at zero. */
  issue: (platform: Platform, gameId: number) =>
    queryOptions({
      queryKey: lotteryKeys.issue(gameId),
      queryFn: ({ signal }) => timed(platform, () => platform.api.lottery.nearIssues({ gameId }, { signal })),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  jackpot: (platform: Platform) =>
    queryOptions({
      queryKey: lotteryKeys.jackpot(),
      queryFn: ({ signal }) =>
        platform.api.lottery.jackpot({ merchant_code: platform.options.merchant.code, currency: 'THB' }, { signal }),
      staleTime: LOTTERY_SITE.jackpotRefreshMs,
      refetchInterval: LOTTERY_SITE.jackpotRefreshMs,
    }),
  longDragon: (platform: Platform) =>
    queryOptions({
      queryKey: lotteryKeys.longDragon(),
      queryFn: ({ signal }) =>
        platform.api.lottery.longDragon({ minStreak: LOTTERY_SITE.longDragonMinStreak }, { signal }),
      staleTime: LOTTERY_SITE.drawsStaleMs,
    }),
};

/** A bet changes the wallet: the info bar's balance and the funds overview are fetched again. */
export function refreshBalance(platform: Platform): Promise<unknown> {
  return Promise.all(
    [PLAYER_KEYS.balance, PLAYER_KEYS.funds].map((queryKey) => platform.queryClient.invalidateQueries({ queryKey })),
  );
}
