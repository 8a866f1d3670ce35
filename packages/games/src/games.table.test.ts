import { describe, expect, it } from 'vitest';
import { gameLobbyHref } from './game.lobby';
import { ELECTRON_ROUTE, GAME_TYPES, lobbyPathOf } from './games.table';
import { type GameType, gameTypeLabel, lanesByType } from './games.types';
import { buildLaunchPayload } from './launch.payload';
import { launchTargetOf } from './launch.target';

describe('the game-type table', () => {
  it('gives each type its lobby path and label key; slots live in the electronic lobby', () => {
    expect(lobbyPathOf('RNG')).toBe('/electron');
    expect(ELECTRON_ROUTE).toBe('/electron');
    expect(lobbyPathOf('LIVE')).toBe('/live');
    for (const type of Object.keys(GAME_TYPES) as GameType[]) {
      expect(GAME_TYPES[type].label).toBe(gameTypeLabel(type));
    }
  });

  it('maps vendor lanes by type', () => {
    const lanes = lanesByType([
      { gameType: 'LIVE', vendors: [{ vendor: 'DG' }] },
      { gameType: 'FISH', vendors: [] },
    ] as never);
    expect(Object.keys(lanes)).toEqual(['LIVE', 'FISH']);
    expect(lanes.FISH).toEqual([]);
  });
});

describe('gameLobbyHref', () => {
  it('sends a game to its type lobby with its vendor account type as the page', () => {
    expect(gameLobbyHref({ gameType: 'live', accountTypeName: 'DG Live' })).toBe('/live?page=DG%20Live');
    expect(gameLobbyHref({ gameType: 'RNG', vendor: 'PT' })).toBe('/electron?page=PT');
  });

  it('falls back to the electronic lobby for an unknown type, without a page when there is no vendor', () => {
    expect(gameLobbyHref({ gameType: 'BINGO', vendor: 'JDB' })).toBe('/electron?page=JDB');
    expect(gameLobbyHref({})).toBe('/electron');
  });
});

describe('a launch target and its payload', () => {
  it('carries what a list game knows, and empty strings where the payload needs a value', () => {
    const target = launchTargetOf({ gameId: 'g1', vassalage: 'PT', accountTypeName: 'PT Slots' });
    expect(target).toMatchObject({ gameId: 'g1', vassalage: 'PT', accountType: 'PT Slots' });
    const payload = buildLaunchPayload(
      { gameId: 'g1', vassalage: 'PT' },
      {
        username: undefined,
        token: undefined,
        merchantCode: 'AURUM',
        language: 'EN',
        origin: 'page',
        confirmTrans: false,
      },
    );
    expect(payload).toMatchObject({ gameId: 'g1', nodeId: '', accountType: '', username: '', token: '' });
    expect(payload.merchantCode).toBe('AURUM');
  });
});
