import type { VendorMaintenance } from '@platform/api-client';
import type { Game } from '@platform/games';
import type { GameTileData } from '@platform/ui-kit';

/** A recommended game as the vendor-maintenance failure carries it (`value.games`, the contract's Game). */
export type RecommendedGame = Game;

type VendorValue = VendorMaintenance['value'];

/** The recommended games of a `vendor_under_maintenance` failure (value `{ resType: 1, games }`). */
export function recommendedGames(value: VendorValue): RecommendedGame[] {
  return value?.games ?? [];
}

/** The maintenance window of the failure, when it carries one (`maintainTime`, `endTime`, epoch ms). */
export function maintenanceWindow(value: VendorValue): { start: number; end: number } | null {
  return value?.maintainTime !== undefined && value.endTime !== undefined
    ? { start: value.maintainTime, end: value.endTime }
    : null;
}

export function toTile(game: RecommendedGame): GameTileData {
  return {
    id: game.gameId,
    name: game.displayName,
    iconUrl: game.iconUrl ?? '',
    // Without the field, no free trial is offered (0 means a trial exists).
    supportPlay: Number(game.supportPlay ?? 1),
    ...(game.vendor ? { vendorName: game.vendor } : {}),
  };
}
