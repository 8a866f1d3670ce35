import type { GameTileData } from '@platform/ui-kit';
import type { Game } from '../games/games.types';

/**
 * A recommended game as the vendor-maintenance failure carries it (`value.games`, the contract's Game). The failure's
 * value is not checked against the schema on the way in, so every field but the id, name and vendor may be missing.
 */
export type RecommendedGame = Pick<Game, 'gameId' | 'displayName' | 'vassalage'> & Partial<Game>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The recommended games of a `vendor_under_maintenance` failure (value `{ resType: 1, games }`); malformed ones skipped. */
export function recommendedGames(value: unknown): RecommendedGame[] {
  const games = isRecord(value) && Array.isArray(value.games) ? value.games : [];
  return games.filter(
    (game): game is RecommendedGame =>
      isRecord(game) &&
      typeof game.gameId === 'string' &&
      typeof game.displayName === 'string' &&
      typeof game.vassalage === 'string',
  );
}

/** The maintenance window of the failure, when it carries one (`maintainTime`, `endTime`, epoch ms). */
export function maintenanceWindow(value: unknown): { start: number; end: number } | null {
  if (!isRecord(value)) return null;
  const start = value.maintainTime;
  const end = value.endTime;
  return typeof start === 'number' && typeof end === 'number' ? { start, end } : null;
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
