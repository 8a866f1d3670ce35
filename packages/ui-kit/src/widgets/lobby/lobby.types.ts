import type { MessageKey } from '@platform/i18n';

/** A game as a tile shows it (the site maps the contract's Game onto it). */
export interface GameTileData {
  /** gameId. */
  id: string;
  /** displayName. */
  name: string;
  iconUrl: string;
  /** 0: a free trial is available (player-site §3). */
  supportPlay: number;
  /** The vendor's display name, shown under the game's. */
  vendorName?: string;
  /** In the player's favourites. @default false */
  isFavourite?: boolean;
}

/** A game category card (player-site §3 "Game card"): a vendor lobby (VASSALAGE) or one game (game). */
export interface GameCardData {
  id: string | number;
  title: string;
  /** lagerIcon: the large card image. */
  imageUrl: string;
  /** LIVE, SPORTS, FISH, PVP, ESPORTS, RNG, LOTT, ELOTT... */
  gameType: string;
  /** isGame. */
  kind: 'game' | 'VASSALAGE';
  /** 1: the free-play button shows. */
  freeplay: number;
  accountTypeName: string;
}

/** A vendor in the strip or the games entry block. */
export interface VendorData {
  /** What selects it (accountTypeName: the lobby's page parameter). */
  id: string;
  name: string;
  iconUrl?: string;
}

/** The words of each game type (player-site §3 gameType); an unknown type shows no label. */
export const GAME_TYPE_LABELS: Readonly<Record<string, MessageKey>> = {
  SPORTS: 'lobby.gameType.SPORTS',
  LIVE: 'lobby.gameType.LIVE',
  FISH: 'lobby.gameType.FISH',
  PVP: 'lobby.gameType.PVP',
  RNG: 'lobby.gameType.RNG',
  LOTT: 'lobby.gameType.LOTT',
  ELOTT: 'lobby.gameType.ELOTT',
  ESPORTS: 'lobby.gameType.ESPORTS',
};
