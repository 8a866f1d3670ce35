import type { GameType } from '@platform/games';
import { PLAYER_SCOPE } from './player.scope';

/** The inputs of a page of games by vassalage (the game list screen, the popup, a vendor tab of /electron). */
export interface GameListInput {
  vassalage: string;
  gameType?: GameType | undefined;
  category?: string | undefined;
  name?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/**
 * Query keys of the games (the lobby's lists, the recent games a round changes). Public lists sit under `['games']`; those a player sees differently (isFavourite) carry who
 * asks, so logging in or out loads them again (player-site §2 "favourites load when logged in"). The player's own
 * lists (recent, favourites) sit under the shell's `PLAYER_SCOPE`, so logout drops them.
 */
export const gameKeys = {
  all: ['games'] as const,
  vendors: () => ['games', 'vendors'] as const,
  cards: (gameType: GameType) => ['games', 'cards', gameType] as const,
  rngVendors: () => ['games', 'rngVendors'] as const,
  lists: () => ['games', 'list'] as const,
  list: (input: GameListInput, viewer: string | null) => ['games', 'list', input, viewer] as const,
  hot: (gameType: GameType | undefined, pageNum: number, pageSize: number, viewer: string | null) =>
    ['games', 'hot', gameType ?? 'ALL', pageNum, pageSize, viewer] as const,
  recentAll: () => [...PLAYER_SCOPE, 'games', 'recent'] as const,
  recent: (pageNum: number, viewer: string | null) => [...PLAYER_SCOPE, 'games', 'recent', pageNum, viewer] as const,
  favouritesAll: () => [...PLAYER_SCOPE, 'games', 'favourites'] as const,
  favourites: (pageNum: number, viewer: string | null) =>
    [...PLAYER_SCOPE, 'games', 'favourites', pageNum, viewer] as const,
};
