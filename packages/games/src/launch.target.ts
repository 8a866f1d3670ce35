// The target and its constructor live apart from the launch rules: the home page's tiles build targets, while the
// rules, the window and the call load only when the player shows an intent to play (launch.load.ts).
import type { Game, GameType } from './games.types';

/** A game to launch, from a tile, a category card, a banner (linkage G) or the recommended-games window. */
export interface LaunchTarget {
  gameId: string;
  /** The vendor code (PT, DG...). */
  vassalage: string;
  gameType?: GameType | null;
  nodeId?: string | null;
  /** The vendor's account type name (the launch payload's accountType). */
  accountType?: string | null;
  /** 1: the game opens in a new window; otherwise in the site's frame (/seamless, /trial). */
  appNewWindow?: number | null;
  displayName?: string | null;
}

/** A game of any list (or the recommended games of a vendor_under_maintenance failure) as a launch target. */
export function launchTargetOf(
  game: Pick<Game, 'gameId' | 'vassalage'> &
    Partial<Pick<Game, 'gameType' | 'nodeId' | 'accountTypeName' | 'appNewWindow' | 'displayName'>>,
): LaunchTarget {
  return {
    gameId: game.gameId,
    vassalage: game.vassalage,
    gameType: game.gameType,
    nodeId: game.nodeId,
    accountType: game.accountTypeName,
    appNewWindow: game.appNewWindow,
    displayName: game.displayName,
  };
}
