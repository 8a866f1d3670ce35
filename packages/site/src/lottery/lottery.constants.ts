/** Every count and time of the lottery pages beyond @platform/lottery's (points §2, §9), named after its meaning. */
export const LOTTERY_SITE = {
  /** Game lists, menus and popular games are fresh this long. */
  listsStaleMs: 60_000,
  /** Draw results and long dragon: about one SSC draw. */
  drawsStaleMs: 30_000,
  /** The jackpot pool is asked again this often while the lobby is open. */
  jackpotRefreshMs: 60_000,
  /** Popular-trend tiles asked for (points §2 "trend count 6"). */
  popularCount: 6,
  /** Long dragon lists streaks of at least this many draws. */
  longDragonMinStreak: 3,
  /** Draws the trend page charts. */
  trendDraws: 30,
  /** The quick bet's smallest stake (the sandbox's minimum). */
  quickBetMinStake: 1,
} as const;
