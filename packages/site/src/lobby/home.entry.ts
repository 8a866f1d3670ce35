// The home games block's data as ui-kit's `GamesEntryBlock` takes it, and the pictures of its first row (the home
// page's largest paint, fetched at high priority as soon as the block's data is known: lobby.preload.ts).

import type { GameCard } from '@platform/games';
import { ENTRY_CATEGORIES, type EntryCategory, type EntryItem, entryPicks } from '@platform/ui-kit';
import { LOBBY_ART, LOBBY_LIMITS } from './lobby.constants';
import { artAt, rngCardOf } from './lobby.map';
import type { HomeBlockData } from './lobby.queries';

export type EntryVendors = Partial<Record<EntryCategory, readonly EntryItem[]>>;

const entryItemOf = (card: GameCard): EntryItem => ({
  id: String(card.id),
  name: card.title,
  imageUrl: artAt(card.lagerIcon, LOBBY_ART.entry),
});

/** Every category's cards by the entry block's category names; RNG vendor cards act as cards of type RNG. */
export function cardsByCategoryOf(block: HomeBlockData | undefined): Record<string, GameCard[]> {
  return { ...block?.cards, rng: (block?.rngVendors ?? []).map(rngCardOf) };
}

/** The block's vendors as entry items, by category. */
export function entryVendorsOf(cardsByCategory: Record<string, readonly GameCard[]>): EntryVendors {
  return Object.fromEntries(
    Object.entries(cardsByCategory).map(([category, cards]) => [category, cards.map(entryItemOf)]),
  );
}

/** The popular lottery as the block's lottery item (none when there is none). */
export function popularLotteriesOf(block: HomeBlockData | undefined): EntryItem[] {
  const lottery = block?.popularLottery;
  return lottery
    ? [{ id: lottery.gameId, name: lottery.displayName, imageUrl: artAt(lottery.iconUrl, LOBBY_ART.entry) }]
    : [];
}

/** The pictures of the entry block's first row: the first categories it shows, their first vendors. */
export function entryBlockFirstRow(vendors: EntryVendors, popularLotteries: readonly EntryItem[]): string[] {
  return ENTRY_CATEGORIES.map(({ category }) => entryPicks(category, vendors[category], popularLotteries))
    .map((picks) => [...picks.vendors, ...picks.lotteries])
    .filter((items) => items.length > 0)
    .slice(0, LOBBY_LIMITS.firstRowEntryCategories)
    .flatMap((items) => items.slice(0, LOBBY_LIMITS.firstRowEntryPictures).map((item) => item.imageUrl));
}

/** The first row's pictures of a home block. */
export function homeBlockPictures(block: HomeBlockData): string[] {
  return entryBlockFirstRow(entryVendorsOf(cardsByCategoryOf(block)), popularLotteriesOf(block));
}
