import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../core/accounts';
import { sumParity, sumSize } from './draw';
import { settleDraws } from './draws.service';
import { lotteryCatalogue } from './lottery.catalogue';
import { lotteryTestKit } from './lottery.test-helpers';
import { drawAfter, numeroOf } from './schedule';

const kit = lotteryTestKit();
const { get, sql, cqssc, moveClock, ticketOf, balance } = kit;

beforeAll(kit.open, 120_000);
afterAll(kit.close);

describe('games and issues', () => {
  it("lists every game with its open issue computed from the server's clock", async () => {
    const { body } = await get('/lgw/games');
    expect(body.value.serverTime).toBe(kit.now);
    expect(body.value.games.length).toBe(lotteryCatalogue.length);
    const game = body.value.games.find((g: { gameCode: string }) => g.gameCode === 'CQSSC');
    const drawTime = drawAfter(cqssc.schedule, kit.now);
    expect(game).toMatchObject({
      gameId: 101,
      numero: numeroOf(cqssc.schedule, drawTime),
      drawTime,
      remainTime: drawTime - kit.now,
      lockTime: drawTime - 10_000 - kit.now,
      intervalSeconds: 60,
      webIconUrl: '/res/lottery/icons/CQSSC.svg',
    });
    const icon = await kit.sandbox.app('AURUM').request(game.webIconUrl);
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('groups the games for the menu', async () => {
    const { body } = await get('/lgw/games/game_menus', { prizeMode: 'Lott' });
    expect(
      body.value.map((g: { gameGroupCode: string; gameMenus: unknown[] }) => [g.gameGroupCode, g.gameMenus.length]),
    ).toEqual([
      ['SSC', 5],
      ['11X5', 3],
      ['VN', 4],
    ]);
  });

  it('answers the open and the last drawn issue of a game (lottIssue)', async () => {
    const { body } = await get('/lgw/numeros/near', { gameId: 101 });
    expect(body.value.previous.numero).toBe(numeroOf(cqssc.schedule, drawAfter(cqssc.schedule, kit.now) - 60_000));
    expect(body.value.previous.drawTime).toBeLessThanOrEqual(kit.now);
    expect((await get('/lgw/numeros/near', { gameId: 999 })).body.errorCode).toBe('lottery.game.not.found');
  });

  it('draws the issues a moved clock passes, once each, and moves the open issue on', async () => {
    const before = (await get('/lgw/numeros/near', { gameId: 101 })).body.value;
    await moveClock(5 * 60_000);
    const after = (await get('/lgw/numeros/near', { gameId: 101 })).body.value;
    expect(after.drawTime).toBe(before.drawTime + 5 * 60_000);
    const draws = (await get('/lgw/draw', { gameCode: 'CQSSC', size: 6 })).body.value;
    expect(draws.map((d: { drawTime: number }) => d.drawTime)).toEqual(
      Array.from({ length: 6 }, (_, i) => after.drawTime - (i + 1) * 60_000),
    );
    const again = (await get('/lgw/draw', { gameCode: 'CQSSC', size: 6 })).body.value;
    expect(again).toEqual(draws);
    for (const draw of draws) expect(draw.result.numbers.every((n: string) => /^[0-9]$/.test(n))).toBe(true);
  });

  it('lists the last drawn issue of every game (getOpened), never one in the future', async () => {
    const { body } = await get('/lgw/games/opened/numero');
    expect(body.value.length).toBe(lotteryCatalogue.length);
    const serverTime = (await get('/lgw/games')).body.value.serverTime;
    expect(body.value.every((d: { drawTime: number }) => d.drawTime <= serverTime)).toBe(true);
  });

  it('keeps Vietnam lotteries by region with their prize tables', async () => {
    const north = await get('/lgw/vn/games', { region: 'NORTH' });
    expect(north.body.value.map((g: { gameCode: string }) => g.gameCode)).toEqual(['VNHN']);
    const latest = await get('/lgw/vn/results', { gameCode: 'VNHN' });
    expect(Object.values(latest.body.value.result.prizes).flat().length).toBe(27);
    const byDate = await get('/lgw/vn/results', { gameCode: 'VNHN', date: latest.body.value.numero });
    expect(byDate.body.value).toEqual(latest.body.value);
    expect((await get('/lgw/vn/results', { gameCode: 'VNHN', date: '19990101' })).body.errorCode).toBe('not.found');
    expect((await get('/lgw/vn/results', { gameCode: 'CQSSC' })).body.errorCode).toBe('lottery.game.not.found');
  });

  it('finds the long-dragon streaks in the stored draws', async () => {
    const { body } = await get('/lgw/games/long_dragon', { minStreak: 2 });
    for (const entry of body.value) {
      const game = lotteryCatalogue.find((g) => g.code === entry.gameCode)!;
      const draws = (await get('/lgw/draw', { gameCode: entry.gameCode, size: entry.streak + 1 })).body.value;
      const read = (d: { result: { numbers: string[] } }) =>
        entry.market === 'SUM_SIZE' ? sumSize(game.kind, d.result) : sumParity(d.result);
      expect(draws.slice(0, entry.streak).every((d: never) => read(d) === entry.outcome)).toBe(true);
      if (draws.length > entry.streak) expect(read(draws[entry.streak])).not.toBe(entry.outcome);
    }
  });
});

describe('the drawer', () => {
  it('keeps drawing after a run that found no games (a drawer started before the seed)', async () => {
    await sql('UPDATE lottery_games SET active = false');
    await moveClock(61_000);
    await settleDraws(kit.sandbox.runtime.db, kit.sandbox.runtime.clock.now());
    await sql('UPDATE lottery_games SET active = true');
    const { body } = await get('/lgw/numeros/near', { gameId: 101 });
    expect(body.value.previous.drawTime).toBe(body.value.drawTime - 60_000);
  });
});

describe('lottoLobby, the stand-in site and settlement', () => {
  it('resolves the launch payload: long_dragon opens in mode 2, SEA in its single mode', async () => {
    const lobby = (body: Record<string, unknown>) =>
      kit.sandbox.call('POST', '/wps/lottery/lobby', { token: kit.member, body });
    const dragon = await lobby({ lottoGameCode: 'long_dragon', launchMode: 'LOTT', lottoMode: 1, lang: 'EN' });
    expect(dragon.body.value).toMatchObject({
      lottoMode: 2,
      payload: { language: 'EN', lottoGameCode: 'long_dragon' },
    });
    const sea = await lobby({ launchMode: 'SEA', lottoMode: 2 });
    expect(sea.body.value.lottoMode).toBe(1);
    const vn = await lobby({ lottoGameCode: 'VNHCM', launchMode: 'ELOTT' });
    expect(vn.body.value.payload).toMatchObject({
      lottoArea: 'VN',
      lottoPrizeMode: 'Elott',
      labelName: 'Ho Chi Minh Lottery',
    });
    expect((await lobby({ lottoGameCode: 'NOPE' })).body.errorCode).toBe('lottery.game.not.found');
    const trial = await kit.sandbox.call('POST', '/wps/lottery/lobby', {
      token: await kit.sandbox.tokenFor('trial01'),
      body: {},
    });
    expect(trial.body.errorCode).toBe('trial.account.refused');
  });

  it('bets on the open issue from the stand-in page and settles when the issue is drawn', async () => {
    const { body } = await kit.sandbox.call('POST', '/wps/lottery/lobby', {
      token: kit.member,
      body: { lottoGameCode: 'CQSSC', launchMode: 'LOTT' },
    });
    const url = new URL(body.value.url);
    const ticket = url.searchParams.get('ticket')!;
    const app = kit.sandbox.app('AURUM');
    expect(await (await app.request(`${url.pathname}${url.search}`)).text()).toContain('Sandbox stand-in');
    const state = await (await app.request(`/lgw/stand-in/state?ticket=${ticket}`)).json();
    expect(state.value.player).toBe('member01');
    // Only the ticket's SHA-256 is stored; the hash itself opens nothing.
    expect((await sql<{ ticket: string }>('SELECT ticket FROM lottery_tickets')).map((row) => row.ticket)).toContain(
      hashToken(ticket),
    );
    expect((await app.request(`/lgw/stand-in/state?ticket=${hashToken(ticket)}`)).status).toBe(401);
    const open = state.value.games.find((g: { code: string }) => g.code === 'CQSSC');
    // Moving the clock logs in again, which ends the ticket's session: the page is launched anew.
    let playing = ticket;
    if (open.lockTime <= 0) {
      await moveClock(15_000);
      playing = await ticketOf(kit.member);
    }
    const before = await balance();
    const bet = async (selection: string) =>
      (
        await app.request('/lgw/stand-in/bet', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ticket: playing, gameCode: 'CQSSC', market: 'SUM_SIZE', selection, amount: 100 }),
        })
      ).json();
    const big = await bet('BIG');
    const small = await bet('SMALL');
    expect(big.value.numero).toBe(small.value.numero);
    expect(await balance()).toBeCloseTo(before - 200, 2);
    // The result is fixed here (sum 45: BIG) so the outcome is known; the drawer keeps a stored result.
    const drawTime = drawAfter(cqssc.schedule, kit.sandbox.runtime.clock.now());
    await sql(`INSERT INTO lottery_draws (game_code, numero, draw_time, result) VALUES ('CQSSC', $1, $2, $3)`, [
      big.value.numero,
      drawTime,
      JSON.stringify({ numbers: ['9', '9', '9', '9', '9'] }),
    ]);
    await moveClock(drawTime - kit.sandbox.runtime.clock.now() + 1);
    await get('/lgw/games');
    const bets = await sql<{ selection: string; status: string; win: number }>(
      'SELECT selection, status, win FROM lottery_bets WHERE numero = $1 ORDER BY id',
      [big.value.numero],
    );
    expect(bets).toEqual([
      { selection: 'BIG', status: 'WON', win: 198 },
      { selection: 'SMALL', status: 'LOST', win: 0 },
    ]);
    expect(await balance()).toBeCloseTo(before - 200 + 198, 2);
    const recorded = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM bets WHERE product_type = 'LOTT' AND round_id LIKE $1`,
      [`${big.value.numero}#%`],
    );
    expect(recorded[0]!.n).toBe(2);
  });

  it('refuses a bet once the issue is locked', async () => {
    const drawTime = drawAfter(cqssc.schedule, kit.sandbox.runtime.clock.now());
    await moveClock(drawTime - 5_000 - kit.sandbox.runtime.clock.now());
    const ticket = await ticketOf(kit.member);
    const response = await kit.sandbox.app('AURUM').request('/lgw/stand-in/bet', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket, gameCode: 'CQSSC', market: 'SUM_PARITY', selection: 'ODD', amount: 10 }),
    });
    expect((await response.json()).errorCode).toBe('lottery.issue.closed');
  });

  it('shows the games the player bet on as recent, ranks popular games by stakes', async () => {
    const recent = await get('/lgw/games/game_menus/recent', {}, kit.member);
    expect(recent.body.value[0].gameCode).toBe('CQSSC');
    expect((await get('/lgw/games/game_menus/recent')).body.value).toEqual([]);
    const popular = await get('/lgw/games/popular');
    expect(popular.body.value.length).toBe(6);
    expect(popular.body.value[0].gameCode).toBe('CQSSC');
  });

  it('gives visitors the trend page and players a ticketed address (getLottURL)', async () => {
    const visitor = await get('/wps/lottery/url', { gameCode: 'GD11X5' });
    expect(visitor.body.value.url).toBe('http://localhost/lgw/stand-in/trend?game=GD11X5');
    const page = await kit.sandbox.app('AURUM').request('/lgw/stand-in/trend?game=GD11X5');
    expect(await page.text()).toContain('Guangdong 11X5 trend');
    const player = await get('/wps/lottery/url', { gameCode: 'GD11X5' }, kit.member);
    expect(player.body.value.url).toMatch(/\/lgw\/stand-in\/lobby\?ticket=[0-9a-f]{48}&game=GD11X5$/);
  });
});
