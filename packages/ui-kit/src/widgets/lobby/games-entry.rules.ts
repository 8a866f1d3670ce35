import type { MessageKey } from '@platform/i18n';
import { WIDGET_LIMITS } from '../widgets.constants';

/** The categories of the home page's games entry block, in order (player-site §2). */
export type EntryCategory = 'sports' | 'live' | 'fish' | 'pvp' | 'rng' | 'lottery';

/** Where each category's More button goes: the route named after it (player-site §2 "More buttons for ..."). */
export type EntryMoreTarget = 'sports' | 'live' | 'fish' | 'pvp' | 'electron' | 'lott';

/** One row per category: its heading and its More target. */
export const ENTRY_CATEGORIES: readonly { category: EntryCategory; label: MessageKey; more: EntryMoreTarget }[] = [
  { category: 'sports', label: 'lobby.gameType.SPORTS', more: 'sports' },
  { category: 'live', label: 'lobby.gameType.LIVE', more: 'live' },
  { category: 'fish', label: 'lobby.gameType.FISH', more: 'fish' },
  { category: 'pvp', label: 'lobby.gameType.PVP', more: 'pvp' },
  { category: 'rng', label: 'lobby.gameType.RNG', more: 'electron' },
  { category: 'lottery', label: 'lobby.gameType.LOTT', more: 'lott' },
];

/** What one category shows: at most 3 vendors, and for lottery at most 1 popular lottery (player-site §2). */
export function entryPicks<V, L>(
  category: EntryCategory,
  vendors: readonly V[] | undefined,
  popularLotteries: readonly L[] | undefined,
): { vendors: V[]; lotteries: L[] } {
  return {
    vendors: (vendors ?? []).slice(0, WIDGET_LIMITS.entryVendorsPerCategory),
    lotteries: category === 'lottery' ? (popularLotteries ?? []).slice(0, WIDGET_LIMITS.entryPopularLotteries) : [],
  };
}
