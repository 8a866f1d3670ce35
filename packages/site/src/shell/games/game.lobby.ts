/** A game as the shell meets it outside the lobby (a banner of linkage G, a recommended hot game). */
export interface GameRef {
  gameType?: string | null;
  /** The vendor account type: the lobby's `page` parameter. */
  accountTypeName?: string | null;
  vendor?: string | null;
}

/** The lobby route of each game type: the electronic games live on /electron, the others on /<game type>. */
const LOBBY_PATHS: Readonly<Record<string, string>> = {
  RNG: '/electron',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  PVP: '/pvp',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
};

/**
 * Where a game's lobby page is (player-site §2: "RNG goes to /electron?page={vendor account type}", the others route
 * with page set to accountTypeName). Without a known type, the electronic lobby of the vendor.
 */
export function gameLobbyHref(game: GameRef): string {
  const path = (game.gameType && LOBBY_PATHS[game.gameType.toUpperCase()]) || '/electron';
  const page = game.accountTypeName || game.vendor;
  return page ? `${path}?page=${encodeURIComponent(page)}` : path;
}
