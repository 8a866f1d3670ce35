/**
 * The lottery pages' URL queries (player-site §2, points §2): validated by hand like the lobby's, a bad or missing
 * value dropped rather than refused, so an old or hand-typed link still opens the page. This module is in the entry
 * chunk (route definitions are): kept small.
 */

/** A trimmed, capped text value, or undefined. */
function text(value: unknown, maxLength = 40): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return String(value).trim().slice(0, maxLength) || undefined;
}

/** The play mode a player chose: 1 traditional, 2 entertainment (points §9). */
function mode(value: unknown): number | undefined {
  const n = Number(value);
  return n === 1 || n === 2 ? n : undefined;
}

/** Keeps the keys that have a value, so links and the address bar stay clean. */
function compact<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;
}

/** /lott: the lobby; lottoGameGroup comes with the games entry's lottery tiles (player-site §2). */
export type LottSearch = { lottoGameGroup?: string };

export const validateLottSearch = (search: Record<string, unknown>): LottSearch =>
  compact({ lottoGameGroup: text(search.lottoGameGroup, 20) });

/** The lanes /lottery opens in: LOTT (traditional and entertainment), ELOTT likewise, SEA single (points §9). */
export const LOTTERY_LANES = ['LOTT', 'ELOTT', 'SEA'] as const;
export type LotteryLaneName = (typeof LOTTERY_LANES)[number];

/**
 * /lottery (points §2: gameCode, playType, gameId, bet_param; gameCode long_dragon for long-dragon betting; player-site
 * §2 also lottoGameGroup), plus `mode`, the play mode the player chose.
 */
export type LotterySearch = {
  gameCode?: string;
  playType?: string;
  gameId?: string;
  bet_param?: string;
  lottoGameGroup?: LotteryLaneName;
  mode?: number;
};

export function validateLotterySearch(search: Record<string, unknown>): LotterySearch {
  const lane = text(search.lottoGameGroup)?.toUpperCase() as LotteryLaneName;
  return compact({
    gameCode: text(search.gameCode),
    playType: text(search.playType),
    gameId: text(search.gameId),
    bet_param: text(search.bet_param, 200),
    lottoGameGroup: LOTTERY_LANES.includes(lane) ? lane : undefined,
    mode: mode(search.mode),
  });
}

/** /vnLottery and /vnlottery (player-site §2: gameCode), plus the chosen play mode. */
export type VnLotterySearch = { gameCode?: string; mode?: number };

export const validateVnLotterySearch = (search: Record<string, unknown>): VnLotterySearch =>
  compact({ gameCode: text(search.gameCode), mode: mode(search.mode) });

/**
 * The trend page (player-site §2 "a lottery trend chart page (query gameUrl)"). gameUrl names the game: a game code,
 * or the address of a vendor's trend page whose `game` (or `gameCode`) query names it.
 */
export type TrendSearch = { gameUrl?: string };

export const validateTrendSearch = (search: Record<string, unknown>): TrendSearch =>
  compact({ gameUrl: text(search.gameUrl, 300) });
