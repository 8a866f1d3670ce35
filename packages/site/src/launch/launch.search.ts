import type { GameType } from '@platform/games';

const GAME_TYPES: readonly GameType[] = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

/** The frames' query (player-site §2: /seamless and /trial take gameType). */
export interface FrameSearch {
  gameType?: GameType;
}

export function validateFrameSearch(search: Record<string, unknown>): FrameSearch {
  const value = typeof search.gameType === 'string' ? search.gameType.toUpperCase() : undefined;
  return GAME_TYPES.includes(value as GameType) ? { gameType: value as GameType } : {};
}
