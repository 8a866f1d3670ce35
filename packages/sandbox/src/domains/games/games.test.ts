import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  token = await sandbox.loginToken('member01');
});
afterAll(() => sandbox.close());

describe('catalogue', () => {
  it('has at least 8 vendors in lanes for every game type and at least 300 games', async () => {
    const lanes = (await sandbox.call('GET', '/wps/game/vendors')).body.value;
    expect(lanes.map((l: { gameType: string }) => l.gameType)).toEqual([
      'LIVE',
      'RNG',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'ELOTT',
    ]);
    const vendors = new Set(lanes.flatMap((l: { vendors: { vendor: string }[] }) => l.vendors.map((v) => v.vendor)));
    expect(vendors.size).toBeGreaterThanOrEqual(8);
    for (const lane of lanes) expect(lane.vendors.length).toBeGreaterThan(0);
    const total = lanes.reduce(
      (sum: number, l: { vendors: { gameCount: number }[] }) => sum + l.vendors.reduce((s, v) => s + v.gameCount, 0),
      0,
    );
    expect(total).toBeGreaterThanOrEqual(300);
    const pt = lanes[1].vendors.find((v: { vendor: string }) => v.vendor === 'PT');
    expect(pt).toMatchObject({ flash: true, accountTypeName: 'PT', iconUrl: '/res/vendors/PT.svg' });
  });

  it('pages a vendor list 40 at a time and the popup 10 at a time', async () => {
    const first = (await sandbox.call('GET', '/wps/game/list', { query: { vassalage: 'PT', gameType: 'RNG' } })).body
      .value;
    expect(first).toMatchObject({ total: 45, totalPages: 2, pageSize: 40, pageNum: 1 });
    expect(first.games).toHaveLength(40);
    const second = (
      await sandbox.call('GET', '/wps/game/list', { query: { vassalage: 'PT', gameType: 'RNG', pageNum: 2 } })
    ).body.value;
    expect(second.games).toHaveLength(5);
    const popup = (await sandbox.call('GET', '/wps/game/list', { query: { vassalage: 'DG', pageSize: 10 } })).body
      .value;
    expect(popup).toMatchObject({ total: 10, totalPages: 1, pageSize: 10 });
    const past = (await sandbox.call('GET', '/wps/game/list', { query: { vassalage: 'PT', pageNum: 9 } })).body.value;
    expect(past).toMatchObject({ games: [], total: 53, totalPages: 2 });
  });

  it('fills every game field, with trial flags from supportPlay', async () => {
    const page = (
      await sandbox.call('GET', '/wps/game/list', { query: { vassalage: 'JDB', gameType: 'RNG', pageSize: 1 } })
    ).body.value;
    expect(page.games[0]).toMatchObject({
      vassalage: 'JDB',
      accountTypeName: 'JDB',
      gameType: 'RNG',
      supportPlay: 0,
      freeplay: 1,
      platform: 'html5-desktop',
      iconUrl: expect.stringMatching(/^\/res\/games\/JDB-RNG-\d{3}\.svg$/),
    });
    const icon = await sandbox.app().request(page.games[0].iconUrl);
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await icon.text()).toContain(page.games[0].displayName.split(' ')[0]);
  });

  it('filters by name and answers hot games', async () => {
    const all = (await sandbox.call('GET', '/wps/game/list', { query: { vassalage: 'CQ9', pageSize: 100 } })).body
      .value;
    const name = all.games[0].displayName as string;
    const found = (
      await sandbox.call('GET', '/wps/game/list', { query: { vassalage: 'CQ9', name: name.toLowerCase() } })
    ).body.value;
    expect(
      found.games.every((g: { displayName: string }) => g.displayName.toLowerCase().includes(name.toLowerCase())),
    ).toBe(true);
    const hot = (await sandbox.call('GET', '/wps/game/hot', { query: { pageSize: 12 } })).body.value;
    expect(hot.games.length).toBeGreaterThan(0);
    expect(hot.games.every((g: { hot: boolean }) => g.hot)).toBe(true);
  });

  it('answers category cards: vendor lobbies for LIVE, one game for SPORTS', async () => {
    const live = (await sandbox.call('GET', '/wps/game/cards', { query: { gameType: 'LIVE' } })).body.value;
    expect(live.every((c: { isGame: string }) => c.isGame === 'VASSALAGE')).toBe(true);
    const sports = (await sandbox.call('GET', '/wps/game/cards', { query: { gameType: 'SPORTS' } })).body.value;
    expect(sports[0]).toMatchObject({ isGame: 'game', gameId: 'SABA-SPORTS-001', freeplay: 0 });
    expect((await sandbox.app().request(sports[0].lagerIcon)).status).toBe(200);
    const rng = (await sandbox.call('GET', '/wps/game/rng/vendors')).body.value;
    expect(rng.map((c: { accountTypeName: string }) => c.accountTypeName)).toEqual([
      'PT',
      'PTSS',
      'GPI',
      'JDB',
      'CQ9',
      'JILI',
    ]);
  });
});

describe('favourites and recent games', () => {
  it('adds and removes favourites idempotently and marks them in lists', async () => {
    await sandbox.call('POST', '/wps/game/favourites/add', { token, body: { gameId: 'KY-PVP-001' } });
    await sandbox.call('POST', '/wps/game/favourites/add', { token, body: { gameId: 'KY-PVP-001' } });
    const favourites = (await sandbox.call('GET', '/wps/game/favourites', { token })).body.value;
    expect(favourites.games[0].gameId).toBe('KY-PVP-001');
    const list = (await sandbox.call('GET', '/wps/game/list', { token, query: { vassalage: 'KY', pageSize: 1 } })).body
      .value;
    expect(list.games[0].isFavourite).toBe(true);
    await sandbox.call('POST', '/wps/game/favourites/remove', { token, body: { gameId: 'KY-PVP-001' } });
    const after = (await sandbox.call('GET', '/wps/game/favourites', { token })).body.value;
    expect(after.games.map((g: { gameId: string }) => g.gameId)).not.toContain('KY-PVP-001');
    const missing = await sandbox.call('POST', '/wps/game/favourites/add', { token, body: { gameId: 'NOPE-1' } });
    expect(missing.body.errorCode).toBe('game.not.found');
  });

  it('needs a login for favourites and recent games', async () => {
    expect((await sandbox.call('GET', '/wps/game/recent')).body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });
});
