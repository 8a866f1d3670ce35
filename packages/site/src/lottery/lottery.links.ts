import type { LotteryGame } from '@platform/lottery';
import { lotteryTileRoute } from '@platform/lottery';
import type { LotteryTileGame } from '@platform/ui-kit';
import type { ReactNode } from 'react';
import type { LotterySearch } from './lottery.search';

/** A listed game as a ui-kit tile: to /lottery with its default play type (points §2), a real address for new tabs. */
export function tileOf(
  game: { gameId: number; gameCode: string; gameName: string; webIconUrl: string; defaultPlayType: string },
  detail?: ReactNode,
): LotteryTileGame {
  const { search } = lotteryTileRoute(game satisfies LotteryGame);
  return {
    code: game.gameCode,
    name: game.gameName,
    iconUrl: game.webIconUrl,
    href: `/lottery?${new URLSearchParams(search)}`,
    ...(detail === undefined ? {} : { detail }),
  };
}

/** The /lottery search a tile opens (its address's query). */
export function searchOfTile(tile: LotteryTileGame): LotterySearch {
  const query = new URL(tile.href, 'http://localhost').searchParams;
  const search: LotterySearch = {};
  const gameCode = query.get('gameCode');
  const playType = query.get('playType');
  if (gameCode) search.gameCode = gameCode;
  if (playType) search.playType = playType;
  return search;
}
