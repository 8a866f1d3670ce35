import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../core/accounts';
import type { TestSandbox } from '../../core/testing';
import { createTestSandbox } from '../../core/testing';
import { sumParity, sumSize } from './draw';
import { settleDraws } from './draws.service';
import { lotteryCatalogue } from './lottery.catalogue';
import { drawAfter, numeroOf } from './schedule';

let sandbox: TestSandbox;
let now: number;
let member: string;

const get = (path: string, query: Record<string, string | number> = {}, token: string | null = null) =>
  sandbox.call('GET', path, { query, token });
const sql = <T extends object>(text: string, params: unknown[] = []) => sandbox.runtime.db.query<T>(text, params);
const cqssc = lotteryCatalogue.find((g) => g.code === 'CQSSC')!;
/** Moves the sandbox clock; sessions last 12 hours, so long moves log in again. */
async function moveClock(ms: number) {
  sandbox.runtime.clock.offsetMs += ms;
  member = await sandbox.tokenFor('member01');
}
/** A lottery lobby ticket issued to the session behind `token`. */
async function ticketOf(token: string) {
  const { body } = await sandbox.call('POST', '/wps/lottery/lobby', {
    token,
    body: { lottoGameCode: 'CQSSC', launchMode: 'LOTT' },
  });
  return new URL(body.value.url).searchParams.get('ticket') as string;
}
const balance = async () =>
  (
    await sql<{ balance: number }>(
      `SELECT w.balance FROM wallets w JOIN customers c ON c.id = w.customer_id
       WHERE c.username = 'member01' AND c.merchant_code = 'AURUM' AND w.is_main`,
    )
  )[0]!.balance;

beforeAll(async () => {
  sandbox = await createTestSandbox({ frozenAtSeed: true });
  now = sandbox.startedAt;
  member = await sandbox.tokenFor('member01');
}, 120_000);
afterAll(() => sandbox.close());

describe('games and issues', () => {
  it("lists every game with its open issue computed from the server's clock", async () => {
    const { body } = await get('/lgw/games');
    expect(body.value.serverTime).toBe(now);
    expect(body.value.games.length).toBe(lotteryCatalogue.length);
    const game = body.value.games.find((g: { gameCode: string }) => g.gameCode === 'CQSSC');
    const drawTime = drawAfter(cqssc.schedule, now);
    expect(game).toMatchObject({
      gameId: 101,
      numero: numeroOf(cqssc.schedule, drawTime),
      drawTime,
      remainTime: drawTime - now,
      lockTime: drawTime - 10_000 - now,
      intervalSeconds: 60,
      webIconUrl: '/res/lottery/icons/CQSSC.svg',
    });
    const icon = await sandbox.app('AURUM').request(game.webIconUrl);
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
    expect(body.value.previous.numero).toBe(numeroOf(cqssc.schedule, drawAfter(cqssc.schedule, now) - 60_000));
    expect(body.value.previous.drawTime).toBeLessThanOrEqual(now);
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
    await settleDraws(sandbox.runtime.db, sandbox.runtime.clock.now());
    await sql('UPDATE lottery_games SET active = true');
    const { body } = await get('/lgw/numeros/near', { gameId: 101 });
    expect(body.value.previous.drawTime).toBe(body.value.drawTime - 60_000);
  });
});

describe('lottoLobby, the stand-in site and settlement', () => {
  it('resolves the launch payload: long_dragon opens in mode 2, SEA in its single mode', async () => {
    const lobby = (body: Record<string, unknown>) =>
      sandbox.call('POST', '/wps/lottery/lobby', { token: member, body });
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
    const trial = await sandbox.call('POST', '/wps/lottery/lobby', {
      token: await sandbox.tokenFor('trial01'),
      body: {},
    });
    expect(trial.body.errorCode).toBe('trial.account.refused');
  });

  it('bets on the open issue from the stand-in page and settles when the issue is drawn', async () => {
    const { body } = await sandbox.call('POST', '/wps/lottery/lobby', {
      token: member,
      body: { lottoGameCode: 'CQSSC', launchMode: 'LOTT' },
    });
    const url = new URL(body.value.url);
    const ticket = url.searchParams.get('ticket')!;
    const app = sandbox.app('AURUM');
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
      playing = await ticketOf(member);
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
    const drawTime = drawAfter(cqssc.schedule, sandbox.runtime.clock.now());
    await sql(`INSERT INTO lottery_draws (game_code, numero, draw_time, result) VALUES ('CQSSC', $1, $2, $3)`, [
      big.value.numero,
      drawTime,
      JSON.stringify({ numbers: ['9', '9', '9', '9', '9'] }),
    ]);
    await moveClock(drawTime - sandbox.runtime.clock.now() + 1);
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
    const drawTime = drawAfter(cqssc.schedule, sandbox.runtime.clock.now());
    await moveClock(drawTime - 5_000 - sandbox.runtime.clock.now());
    const ticket = await ticketOf(member);
    const response = await sandbox.app('AURUM').request('/lgw/stand-in/bet', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket, gameCode: 'CQSSC', market: 'SUM_PARITY', selection: 'ODD', amount: 10 }),
    });
    expect((await response.json()).errorCode).toBe('lottery.issue.closed');
  });

  it('shows the games the player bet on as recent, ranks popular games by stakes', async () => {
    const recent = await get('/lgw/games/game_menus/recent', {}, member);
    expect(recent.body.value[0].gameCode).toBe('CQSSC');
    expect((await get('/lgw/games/game_menus/recent')).body.value).toEqual([]);
    const popular = await get('/lgw/games/popular');
    expect(popular.body.value.length).toBe(6);
    expect(popular.body.value[0].gameCode).toBe('CQSSC');
  });

  it('gives visitors the trend page and players a ticketed address (getLottURL)', async () => {
    const visitor = await get('/wps/lottery/url', { gameCode: 'GD11X5' });
    expect(visitor.body.value.url).toBe('http://localhost/lgw/stand-in/trend?game=GD11X5');
    const page = await sandbox.app('AURUM').request('/lgw/stand-in/trend?game=GD11X5');
    expect(await page.text()).toContain('Guangdong 11X5 trend');
    const player = await get('/wps/lottery/url', { gameCode: 'GD11X5' }, member);
    expect(player.body.value.url).toMatch(/\/lgw\/stand-in\/lobby\?ticket=[0-9a-f]{48}&game=GD11X5$/);
  });
});

describe('the ticket lives no longer than the session it was issued to', () => {
  const app = () => sandbox.app('AURUM');
  const state = (ticket: string) => app().request(`/lgw/stand-in/state?ticket=${ticket}`);
  const bet = (ticket: string) =>
    app().request('/lgw/stand-in/bet', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket, gameCode: 'CQSSC', market: 'SUM_PARITY', selection: 'ODD', amount: 10 }),
    });

  it('stops at logout: neither the page nor a bet from elsewhere is taken, and the balance stays', async () => {
    const token = await sandbox.tokenFor('member01');
    const ticket = await ticketOf(token);
    expect((await state(ticket)).status).toBe(200);
    expect((await sandbox.call('POST', '/wps/member/logout', { token, body: {} })).body.success).toBe(true);
    const before = await balance();
    expect((await state(ticket)).status).toBe(401);
    const refused = await bet(ticket);
    expect(refused.status).toBe(401);
    expect(await balance()).toBe(before);
    member = await sandbox.tokenFor('member01');
  });

  it('stops when the player logs in again (the newer login replaces the session)', async () => {
    const ticket = await ticketOf(await sandbox.tokenFor('member01'));
    expect((await state(ticket)).status).toBe(200);
    member = await sandbox.tokenFor('member01');
    expect((await state(ticket)).status).toBe(401);
    expect((await bet(ticket)).status).toBe(401);
  });
});

describe('postJackpot', () => {
  it('answers THB, growing with time and with lottery stakes', async () => {
    const jackpot = async () =>
      (await sandbox.call('POST', '/lgw/jackpot', { body: { merchant_code: 'AURUM', currency: 'THB' } })).body.value;
    const first = await jackpot();
    expect(first.currency).toBe('THB');
    await moveClock(60_000);
    const later = await jackpot();
    expect(later.amount).toBeCloseTo(first.amount + 0.5, 2);
    const memberId = (await sandbox.customer('member01')).id;
    await sql(
      `INSERT INTO bets (customer_id, game_id, vendor, product_type, round_id, amount, win, created_at)
       VALUES ($1, 'tcg-cqssc', 'TCG', 'LOTT', 'jackpot-test', 1000, 0, $2)`,
      [memberId, sandbox.runtime.clock.now() - 1],
    );
    expect((await jackpot()).amount).toBeCloseTo(later.amount + 1000 * 5 * 0.01, 2);
  });
});

describe('quick bets (POST /lgw/bets)', () => {
  const quickBet = (body: Record<string, unknown>, token: string | null = member) =>
    sandbox.call('POST', '/lgw/bets', { token, body });
  /** Fixes the next issue's numbers of a game, moving on first when its issue is about to lock. */
  async function fixNext(code: string, numbers: string[]) {
    const game = lotteryCatalogue.find((g) => g.code === code)!;
    let drawTime = drawAfter(game.schedule, sandbox.runtime.clock.now());
    if (drawTime - sandbox.runtime.clock.now() < 20_000) {
      await moveClock(drawTime - sandbox.runtime.clock.now() + 1);
      drawTime = drawAfter(game.schedule, sandbox.runtime.clock.now());
    }
    await settleDraws(sandbox.runtime.db, sandbox.runtime.clock.now());
    await sql('INSERT INTO lottery_draws (game_code, numero, draw_time, result) VALUES ($1, $2, $3, $4)', [
      code,
      numeroOf(game.schedule, drawTime),
      drawTime,
      JSON.stringify({ numbers }),
    ]);
    return drawTime;
  }

  it('pays a STRAIGHT SSC pick and an ANY5 11X5 pick from the wallet and settles them at the draw', async () => {
    const drawTime = Math.max(
      await fixNext('TJSSC', ['3', '1', '4', '1', '5']),
      await fixNext('GD11X5', ['09', '02', '07', '11', '04']),
    );
    const before = await balance();
    const straight = await quickBet({ gameCode: 'TJSSC', market: 'STRAIGHT', selection: '3,1,4,1,5', amount: 1 });
    expect(straight.body.value.balance).toBeCloseTo(before - 1, 2);
    const any5 = await quickBet({ gameCode: 'GD11X5', market: 'ANY5', selection: '02,04,07,09,11', amount: 2 });
    const lost = await quickBet({ gameCode: 'GD11X5', market: 'ANY5', selection: '01,04,07,09,11', amount: 3 });
    expect(lost.body.value.balance).toBeCloseTo(before - 6, 2);
    await moveClock(drawTime - sandbox.runtime.clock.now() + 1);
    await get('/lgw/games');
    const bets = await sql<{ market: string; status: string; win: number }>(
      'SELECT market, status, win FROM lottery_bets WHERE id = ANY($1) ORDER BY id',
      [[straight.body.value.betId, any5.body.value.betId, lost.body.value.betId]],
    );
    expect(bets).toEqual([
      { market: 'STRAIGHT', status: 'WON', win: 90_000 },
      { market: 'ANY5', status: 'WON', win: 830 },
      { market: 'ANY5', status: 'LOST', win: 0 },
    ]);
    expect(await balance()).toBeCloseTo(before - 6 + 90_000 + 830, 2);
  });

  it('refuses bad picks, visitors and trial accounts', async () => {
    // Well-formed bodies a rule refuses: business refusals (HTTP 200) with their own code, not request.invalid.
    const repeated = await quickBet({ gameCode: 'GD11X5', market: 'ANY5', selection: '01,01,02,03,04', amount: 1 });
    expect([repeated.status, repeated.body.errorCode]).toEqual([200, 'lottery.selection.invalid']);
    const wrongKind = await quickBet({ gameCode: 'CQSSC', market: 'ANY5', selection: '01,02,03,04,05', amount: 1 });
    expect([wrongKind.status, wrongKind.body.errorCode]).toEqual([200, 'lottery.selection.invalid']);
    const tiny = await quickBet({ gameCode: 'CQSSC', market: 'STRAIGHT', selection: '1,2,3,4,5', amount: 0.004 });
    expect([tiny.status, tiny.body.errorCode]).toEqual([200, 'lottery.stake.too.small']);
    const trial = await quickBet(
      { gameCode: 'CQSSC', market: 'STRAIGHT', selection: '1,2,3,4,5', amount: 1 },
      await sandbox.tokenFor('trial01'),
    );
    expect(trial.body.errorCode).toBe('trial.account.refused');
    const visitor = await quickBet({ gameCode: 'CQSSC', market: 'STRAIGHT', selection: '1,2,3,4,5', amount: 1 }, null);
    expect(visitor.body.success).toBe(false);
  });
});
