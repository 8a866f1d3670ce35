import { GAME_TYPES, type GameType, lobbyPathOf } from './games.table';

/** A game as the shell meets it outside the lobby (a banner of linkage G, a recommended hot game). */
export interface GameRef {
  gameType?: string | null;
  /** The vendor account type: the lobby's `page` parameter. */
  accountTypeName?: string | null;
  vendor?: string | null;
}

/**
 * Where a game's lobby page is (player-site §2: "RNG goes to /electron?page={vendor account type}", the others route
 * with page set to accountTypeName). Without a known type, the electronic lobby of the vendor.
 */
export function gameLobbyHref(game: GameRef): string {
  const type = game.gameType?.toUpperCase();
  const path = type && type in GAME_TYPES ? lobbyPathOf(type as GameType) : GAME_TYPES.RNG.lobbyPath;
  const page = game.accountTypeName || game.vendor;
  return page ? `${path}?page=${encodeURIComponent(page)}` : path;
}
