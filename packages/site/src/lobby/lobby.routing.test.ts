import { lanesByType } from '@platform/games';
import { describe, expect, it } from 'vitest';
import { makeCard, makeLanes } from '../testing/games.fakes';
import {
  cardFreePlayAction,
  cardStartAction,
  ELECTRON_PATHS,
  ENTRY_TILE_TYPES,
  entryTileAction,
  GAME_LIST_PATHS,
  GAME_TYPE_ROUTES,
  gameTypeOfListPath,
  HOME_CARD_SECTIONS,
  MORE_ROUTES,
  typeHasCards,
} from './lobby.routing';

describe('the game type -> route table', () => {
  it('names every route after the lower-cased game type (player-site §2 entry tiles)', () => {
    for (const [type, path] of Object.entries(GAME_TYPE_ROUTES)) expect(path).toBe(`/${type.toLowerCase()}`);
  });

  it('has a route for every game type of the contract', () => {
    expect(Object.keys(GAME_TYPE_ROUTES).sort()).toEqual(
      ['ELOTT', 'ESPORTS', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS'].sort(),
    );
  });

  it('serves every type but RNG as a game list screen, plus /casino, /table and /arcade', () => {
    expect(gameTypeOfListPath('/live')).toBe('LIVE');
    expect(gameTypeOfListPath('/lott')).toBe('LOTT');
    expect(gameTypeOfListPath('/esports')).toBe('ESPORTS');
    expect(gameTypeOfListPath('/casino')).toBe('LIVE');
    expect(gameTypeOfListPath('/table')).toBe('PVP');
    expect(gameTypeOfListPath('/arcade')).toBe('FISH');
    expect(gameTypeOfListPath('/Live/')).toBe('LIVE');
    expect(gameTypeOfListPath('/rng')).toBeUndefined();
    expect(gameTypeOfListPath('/electron')).toBeUndefined();
    expect(Object.keys(GAME_LIST_PATHS)).toHaveLength(10);
  });

  it('serves the electronic lobby at /electron and at RNG’s own route /rng', () => {
    expect(ELECTRON_PATHS).toEqual(['/electron', '/rng']);
  });

  it('gives the More buttons sports, live, fish, pvp, electron and lott (player-site §2)', () => {
    expect(MORE_ROUTES).toEqual({
      sports: '/sports',
      live: '/live',
      fish: '/fish',
      pvp: '/pvp',
      electron: '/electron',
      lott: '/lott',
    });
  });

  it('fills sports, live, fish and pvp of the entry block from category cards', () => {
    expect(HOME_CARD_SECTIONS.map((s) => s.gameType)).toEqual(['SPORTS', 'LIVE', 'FISH', 'PVP']);
  });
});

describe('entry tiles', () => {
  const lanes = lanesByType(makeLanes({ LIVE: ['DG'], LOTT: ['TCG'], ELOTT: [] }));

  it('go to the route named after the type', () => {
    expect(entryTileAction('LIVE', lanes)).toEqual({ kind: 'route', target: { to: '/live', search: {} } });
    expect(entryTileAction('RNG', {})).toEqual({ kind: 'route', target: { to: '/rng', search: {} } });
  });

  it('let LOTT through when its vendor lane has vendors, passing lottoGameGroup', () => {
    expect(entryTileAction('LOTT', lanes)).toEqual({
      kind: 'route',
      target: { to: '/lott', search: { lottoGameGroup: 'LOTT' } },
    });
  });

  it('answer in_stay_tuned for LOTT or ELOTT when the lane is empty or missing', () => {
    expect(entryTileAction('ELOTT', lanes)).toEqual({ kind: 'message', messageKey: 'in_stay_tuned' });
    expect(entryTileAction('LOTT', {})).toEqual({ kind: 'message', messageKey: 'in_stay_tuned' });
  });

  it('do not need a lane for the other types', () => {
    for (const type of ENTRY_TILE_TYPES.filter((t) => t !== 'LOTT' && t !== 'ELOTT')) {
      expect(entryTileAction(type, {}).kind).toBe('route');
    }
  });
});

describe('category cards', () => {
  it('open the popup list for VASSALAGE cards of LIVE, SPORTS, FISH, PVP and ESPORTS', () => {
    for (const type of ['LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS'] as const) {
      expect(cardStartAction(makeCard(1, type, 'DG'))).toEqual({
        kind: 'popup',
        vassalage: 'DG',
        gameType: type,
        title: `DG ${type}`,
      });
      expect(typeHasCards(type)).toBe(true);
    }
  });

  it('start the game for game cards', () => {
    const card = makeCard(2, 'SPORTS', 'SABA', { isGame: 'game', gameId: 'SABA-SPORTS-001' });
    expect(cardStartAction(card)).toEqual({
      kind: 'launch',
      gameId: 'SABA-SPORTS-001',
      vassalage: 'SABA',
      gameType: 'SPORTS',
      accountType: 'SABA',
    });
  });

  it('fall back to the popup for a game card without a game', () => {
    expect(cardStartAction(makeCard(3, 'LIVE', 'DG', { isGame: 'game', gameId: null })).kind).toBe('popup');
  });

  it('send RNG to /electron?page={vendor account type}', () => {
    expect(cardStartAction(makeCard(4, 'RNG', 'PT', { accountTypeName: 'PT' }))).toEqual({
      kind: 'route',
      target: { to: '/electron', search: { page: 'PT' } },
    });
  });

  it('route other types to their screen with page = accountTypeName', () => {
    expect(cardStartAction(makeCard(5, 'LOTT', 'TCG'))).toEqual({
      kind: 'route',
      target: { to: '/lott', search: { page: 'TCG' } },
    });
    expect(cardStartAction(makeCard(6, 'ELOTT', 'VR', { isGame: 'game', gameId: 'VR-1' }))).toEqual({
      kind: 'route',
      target: { to: '/elott', search: { page: 'VR' } },
    });
    expect(typeHasCards('LOTT')).toBe(false);
  });

  it('start the free trial of a game card from its free-play button', () => {
    const card = makeCard(7, 'FISH', 'JDB', { isGame: 'game', gameId: 'JDB-FISH-001', freeplay: 1 });
    expect(cardFreePlayAction(card)).toEqual({
      kind: 'trial',
      gameId: 'JDB-FISH-001',
      vassalage: 'JDB',
      gameType: 'FISH',
      accountType: 'JDB',
    });
  });

  it('open the vendor popup from the free-play button of a vendor card', () => {
    expect(cardFreePlayAction(makeCard(8, 'FISH', 'JDB', { freeplay: 1 })).kind).toBe('popup');
  });
});
