/**
 * The lottery pages' URL queries (player-site §2, points §2): validated by hand like the lobby's, a bad or missing
 * value dropped rather than refused, so an old or hand-typed link still opens the page.
 */

const CODE_MAX_LENGTH = 40;

function text(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim().slice(0, maxLength);
  return trimmed === '' ? undefined : trimmed;
}

function compact<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;
}

/** /lott: the lobby; lottoGameGroup comes with the games entry's lottery tiles (player-site §2). */
export type LottSearch = { lottoGameGroup?: string };

export function validateLottSearch(search: Record<string, unknown>): LottSearch {
  return compact({ lottoGameGroup: text(search.lottoGameGroup, 20) });
}

/** The lanes /lottery opens in: LOTT (traditional and entertainment), ELOTT likewise, SEA single (points §9). */
export const LOTTERY_LANES = ['LOTT', 'ELOTT', 'SEA'] as const;
export type LotteryLaneName = (typeof LOTTERY_LANES)[number];

/**
 * /lottery (points §2: gameCode, playType, gameId, bet_param; gameCode long_dragon for long-dragon betting; player-site
 * §2 also lottoGameGroup), plus `mode`, the play mode the player chose (1 traditional, 2 entertainment).
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
  const lane = text(search.lottoGameGroup, 10)?.toUpperCase();
  const mode = Number(search.mode);
  return compact({
    gameCode: text(search.gameCode, CODE_MAX_LENGTH),
    playType: text(search.playType, CODE_MAX_LENGTH),
    gameId: text(search.gameId, 20),
    bet_param: text(search.bet_param, 200),
    lottoGameGroup: LOTTERY_LANES.includes(lane as LotteryLaneName) ? (lane as LotteryLaneName) : undefined,
    mode: mode === 1 || mode === 2 ? mode : undefined,
  });
}

/** /vnLottery and /vnlottery (player-site §2: gameCode), plus the chosen play mode. */
export type VnLotterySearch = { gameCode?: string; mode?: number };

export function validateVnLotterySearch(search: Record<string, unknown>): VnLotterySearch {
  const mode = Number(search.mode);
  return compact({
    gameCode: text(search.gameCode, CODE_MAX_LENGTH),
    mode: mode === 1 || mode === 2 ? mode : undefined,
  });
}

/**
 * The trend page (player-site §2 "a lottery trend chart page (query gameUrl)"). gameUrl names the game: a game code,
 * or the address of a vendor's trend page whose `game` (or `gameCode`) query names it.
 */
export type TrendSearch = { gameUrl?: string };

export function validateTrendSearch(search: Record<string, unknown>): TrendSearch {
  return compact({ gameUrl: text(search.gameUrl, 300) });
}

/** The game code a gameUrl names, or undefined. */
export function gameCodeOfUrl(gameUrl: string | undefined): string | undefined {
  if (!gameUrl) return undefined;
  if (/^[A-Za-z0-9_]{1,40}$/.test(gameUrl)) return gameUrl;
  try {
    const url = new URL(gameUrl, 'http://localhost');
    const code = url.searchParams.get('game') ?? url.searchParams.get('gameCode');
    return code && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}
