import type { GameTileData } from './lobby.types';

/** `count` games, every third one without a free trial. */
export function makeGames(count: number): GameTileData[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `G${index + 1}`,
    name: `Game ${index + 1}`,
    iconUrl: `/icons/g${index + 1}.png`,
    supportPlay: index % 3 === 2 ? 1 : 0,
    vendorName: 'PG Soft',
  }));
}
