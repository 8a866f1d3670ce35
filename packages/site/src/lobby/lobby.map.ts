import type { Game, GameCard, GameVendor, RngVendorCard } from '@platform/games';
import type { GameCardData, GameTileData, VendorData } from '@platform/ui-kit';

/** Contract data onto the ui-kit widgets' props (the widgets never see the wire shapes). */

/** A game as a tile; the vendor is named by its display name when the lanes are known, else by its code. */
export function tileOf(game: Game, vendorNames?: ReadonlyMap<string, string>): GameTileData {
  return {
    id: game.gameId,
    name: game.displayName,
    iconUrl: game.iconUrl,
    supportPlay: game.supportPlay,
    vendorName: vendorNames?.get(game.vendor) ?? game.vendor,
    isFavourite: game.isFavourite,
  };
}

export function cardOf(card: GameCard): GameCardData {
  return {
    id: card.id,
    title: card.title,
    imageUrl: card.lagerIcon,
    gameType: card.gameType,
    kind: card.isGame,
    freeplay: card.freeplay,
    accountTypeName: card.accountTypeName,
  };
}

/**
 * An electronic-lobby vendor card as a category card of type RNG. It always routes to /electron?page={account type}
 * (player-site §2), so its kind is the vendor lobby and it never offers free play.
 */
export function rngCardOf(card: RngVendorCard): GameCard {
  return {
    id: card.cardId,
    accountTypeId: 0,
    accountTypeName: card.accountTypeName,
    title: card.displayName,
    isGame: 'VASSALAGE',
    freeplay: 0,
    lagerIcon: card.iconUrl,
    gameType: 'RNG',
    vassalage: card.accountTypeName,
    gameId: null,
  };
}

export function vendorOf(vendor: GameVendor | RngVendorCard): VendorData {
  // The account type name is what selects a vendor: the lobby's page parameter.
  return { id: vendor.accountTypeName, name: vendor.displayName, iconUrl: vendor.iconUrl };
}

/**
 * An artwork URL asking for the picture drawn at `size` (`?w=&h=`), for a box of that shape; data URLs and URLs that
 * already ask for a size are left as they are.
 */
export function artAt(url: string, size: { width: number; height: number }): string {
  if (!url || url.startsWith('data:') || /[?&]w=/.test(url)) return url;
  const hash = url.indexOf('#');
  const path = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  return `${path}${path.includes('?') ? '&' : '?'}w=${size.width}&h=${size.height}${fragment}`;
}

/** Finds the game behind a tile the player pressed. */
export function gameById(games: readonly Game[], tile: Pick<GameTileData, 'id'>): Game | undefined {
  return games.find((game) => game.gameId === tile.id);
}

/** Vendor code to display name, from the vendor lanes. */
export function vendorNamesOf(lanes: readonly { vendors: readonly GameVendor[] }[] | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const lane of lanes ?? []) for (const vendor of lane.vendors) names.set(vendor.vendor, vendor.displayName);
  return names;
}
