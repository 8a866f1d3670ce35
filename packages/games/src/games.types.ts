import type { ApiClient } from '@platform/api-client';

/**
 * The contract's game shapes, as the api-client answers them (types only: the browser never loads the schemas).
 */
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export type GamePage = Answer<ApiClient['games']['list']>;
export type Game = GamePage['games'][number];
export type GameType = Game['gameType'];
export type VendorLane = Answer<ApiClient['games']['vendors']>[number];
export type GameVendor = VendorLane['vendors'][number];
export type GameCard = Answer<ApiClient['games']['cards']>[number];
export type RngVendorCard = Answer<ApiClient['games']['rngVendors']>[number];
export type LaunchResult = Answer<ApiClient['games']['launch']>;
export type LaunchInput = Parameters<ApiClient['games']['launch']>[0];
export type TrialInput = Parameters<ApiClient['games']['launchTrial']>[0];

/** The i18n key naming a game type (the catalogue has one per type of the contract). */
export function gameTypeLabel(type: GameType) {
  return `lobby.gameType.${type}` as const;
}

/** The lanes as a map, game type to its vendors (a type with no vendors has no entry, or an empty list). */
export type VendorLanes = Partial<Record<GameType, readonly GameVendor[]>>;

export function lanesByType(lanes: readonly VendorLane[]): VendorLanes {
  const byType: VendorLanes = {};
  for (const lane of lanes) byType[lane.gameType] = lane.vendors;
  return byType;
}
