import { LOTTERY_LIMITS } from '../lottery.constants';
import type { LotteryGame, LotteryGameGroup } from '../lottery.types';

export interface LotteryMenuPanel<G extends LotteryGame = LotteryGame> {
  group: LotteryGameGroup<G>;
  /** The tiles shown in the group. */
  shown: readonly G[];
  /** The tiles of the more-panel; empty when the group has no more than the limit. */
  more: readonly G[];
}

/**
 * The lottery menu (points §2): one panel per game group, its first 4 games as tiles and the rest in a more-panel
 * (only when a group has more than 4). Empty groups are left out.
 */
export function lotteryMenuPanels<G extends LotteryGame>(
  groups: readonly LotteryGameGroup<G>[],
  perGroup: number = LOTTERY_LIMITS.menuGamesPerGroup,
): LotteryMenuPanel<G>[] {
  return groups
    .filter((group) => group.gameMenus.length > 0)
    .map((group) => ({ group, shown: group.gameMenus.slice(0, perGroup), more: group.gameMenus.slice(perGroup) }));
}

/** Where a menu or popular-trend tile goes (points §2: /lottery with playType, the default play type, and gameCode). */
export function lotteryTileRoute(game: LotteryGame): {
  to: '/lottery';
  search: { gameCode: string; playType?: string };
} {
  const playType = game.defaultPlayType;
  return playType === null || playType === undefined || playType === ''
    ? { to: '/lottery', search: { gameCode: game.gameCode } }
    : { to: '/lottery', search: { gameCode: game.gameCode, playType: String(playType) } };
}

/** The popular-trend tiles (points §2 "trend count 6"). */
export function popularTrendTiles<G>(games: readonly G[]): G[] {
  return games.slice(0, LOTTERY_LIMITS.popularTrendCount);
}

/** The left list: at most 5 lott and 5 tv entries (points §2). */
export function lotteryLeftList<L, T>(lists: {
  lott?: readonly L[] | null;
  tv?: readonly T[] | null;
}): {
  lott: L[];
  tv: T[];
} {
  return {
    lott: (lists.lott ?? []).slice(0, LOTTERY_LIMITS.leftListLott),
    tv: (lists.tv ?? []).slice(0, LOTTERY_LIMITS.leftListTv),
  };
}

/** The draw results list (points §2 "shows 5"). */
export function latestDrawResults<D>(draws: readonly D[]): D[] {
  return draws.slice(0, LOTTERY_LIMITS.drawResults);
}
