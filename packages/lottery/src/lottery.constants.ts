/** Every count and time of the lottery widgets (points §2 "Lottery", §4, §9), named after its meaning. */
export const LOTTERY_LIMITS = {
  /** The quick-bet widget shows at most this many games (points §2). */
  quickBetGames: 5,
  /** ... of which the first are SSC games (points §2 "first 3 SSC, then 11X5"). */
  quickBetSscGames: 3,
  /** SSC picks: this many digits, each 0-9 (points §2). */
  sscDigits: 5,
  /** 11X5 picks: this many distinct numbers ... (points §2). */
  elevenFivePicks: 5,
  /** ... from 01 to this (points §2 "01-11"). */
  elevenFiveHighest: 11,
  /** Menu tiles shown per game group before the more-panel (points §2 "4 games per group by default"). */
  menuGamesPerGroup: 4,
  /** Popular-trend tiles (points §2 "trend count 6"). */
  popularTrendCount: 6,
  /** Left list: lott entries (points §2 "at most 5 lott and 5 tv entries"). */
  leftListLott: 5,
  /** Left list: tv entries. */
  leftListTv: 5,
  /** Draw results shown (points §2 "draw results list shows 5"). */
  drawResults: 5,
} as const;

export const LOTTERY_TIMES = {
  /** The current issue is re-fetched at most once per this long (points §4 "at most once per 5 s"). */
  issueRefetchMinIntervalMs: 5_000,
} as const;
