import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDraws } from './draws.service';
import { lotteryCatalogue } from './lottery.catalogue';
import { lotteryTestKit } from './lottery.test-helpers';
import { drawAfter, numeroOf } from './schedule';

const kit = lotteryTestKit();
const { get, sql, moveClock, ticketOf, balance } = kit;

beforeAll(kit.open, 120_000);
afterAll(kit.close);

describe('the ticket lives no longer than the session it was issued to', () => {
  const app = () => kit.sandbox.app('AURUM');
  const state = (ticket: string) => app().request(`/lgw/stand-in/state?ticket=${ticket}`);
  const bet = (ticket: string) =>
    app().request('/lgw/stand-in/bet', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticket, gameCode: 'CQSSC', market: 'SUM_PARITY', selection: 'ODD', amount: 10 }),
    });

  it('stops at logout: neither the page nor a bet from elsewhere is taken, and the balance stays', async () => {
    const token = await kit.sandbox.tokenFor('member01');
    const ticket = await ticketOf(token);
    expect((await state(ticket)).status).toBe(200);
    expect((await kit.sandbox.call('POST', '/wps/member/logout', { token, body: {} })).body.success).toBe(true);
    const before = await balance();
    expect((await state(ticket)).status).toBe(401);
    const refused = await bet(ticket);
    expect(refused.status).toBe(401);
    expect(await balance()).toBe(before);
    kit.member = await kit.sandbox.tokenFor('member01');
  });

  it('stops when the player logs in again (the newer login replaces the session)', async () => {
    const ticket = await ticketOf(await kit.sandbox.tokenFor('member01'));
    expect((await state(ticket)).status).toBe(200);
    kit.member = await kit.sandbox.tokenFor('member01');
    expect((await state(ticket)).status).toBe(401);
    expect((await bet(ticket)).status).toBe(401);
  });
});

describe('postJackpot', () => {
  it('answers THB, growing with time and with lottery stakes', async () => {
    const jackpot = async () =>
      (await kit.sandbox.call('POST', '/lgw/jackpot', { body: { merchant_code: 'AURUM', currency: 'THB' } })).body
        .value;
    const first = await jackpot();
    expect(first.currency).toBe('THB');
    await moveClock(60_000);
    const later = await jackpot();
    expect(later.amount).toBeCloseTo(first.amount + 0.5, 2);
    const memberId = (await kit.sandbox.customer('member01')).id;
    await sql(
      `INSERT INTO bets (customer_id, game_id, vendor, product_type, round_id, amount, win, created_at)
       VALUES ($1, 'tcg-cqssc', 'TCG', 'LOTT', 'jackpot-test', 1000, 0, $2)`,
      [memberId, kit.sandbox.runtime.clock.now() - 1],
    );
    expect((await jackpot()).amount).toBeCloseTo(later.amount + 1000 * 5 * 0.01, 2);
  });
});

describe('quick bets (POST /lgw/bets)', () => {
  const quickBet = (body: Record<string, unknown>, token: string | null = kit.member) =>
    kit.sandbox.call('POST', '/lgw/bets', { token, body });
  /** Fixes the next issue's numbers of a game, moving on first when its issue is about to lock. */
  async function fixNext(code: string, numbers: string[]) {
    const game = lotteryCatalogue.find((g) => g.code === code)!;
    let drawTime = drawAfter(game.schedule, kit.sandbox.runtime.clock.now());
    if (drawTime - kit.sandbox.runtime.clock.now() < 20_000) {
      await moveClock(drawTime - kit.sandbox.runtime.clock.now() + 1);
      drawTime = drawAfter(game.schedule, kit.sandbox.runtime.clock.now());
    }
    await settleDraws(kit.sandbox.runtime.db, kit.sandbox.runtime.clock.now());
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
    await moveClock(drawTime - kit.sandbox.runtime.clock.now() + 1);
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
    const tiny = await quickBet({ gameCode: 'CQSSC', market: 'STRAIGHT', selection: '1,2,3,4,5', amount: 0.5 });
    expect([tiny.status, tiny.body.errorCode]).toEqual([200, 'lottery.stake.too.small']);
    // A third decimal is not a CNY amount: refused as such, never rounded to a cent.
    const fraction = await quickBet({ gameCode: 'CQSSC', market: 'STRAIGHT', selection: '1,2,3,4,5', amount: 1.004 });
    expect([fraction.status, fraction.body.errorCode, fraction.body.value]).toEqual([
      200,
      'field.invalid',
      { field: 'amount', key: 'validation_amount_decimals', digits: 2 },
    ]);
    const trial = await quickBet(
      { gameCode: 'CQSSC', market: 'STRAIGHT', selection: '1,2,3,4,5', amount: 1 },
      await kit.sandbox.tokenFor('trial01'),
    );
    expect(trial.body.errorCode).toBe('trial.account.refused');
    const visitor = await quickBet({ gameCode: 'CQSSC', market: 'STRAIGHT', selection: '1,2,3,4,5', amount: 1 }, null);
    expect(visitor.body.success).toBe(false);
  });
});
