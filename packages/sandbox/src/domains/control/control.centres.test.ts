import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../core/testing';
import { createTestSandbox } from '../../core/testing';
import { type LotteryGameRow, settleDraws } from '../lottery/draws.service';
import { placeLotteryBet } from '../lottery/lobby.service';
import { lotteryCatalogue } from '../lottery/lottery.catalogue';
import { drawAfter } from '../lottery/schedule';

let sandbox: TestSandbox;

const control = async (
  method: string,
  path: string,
  body?: unknown,
  key: string | null = sandbox.runtime.config.controlKey,
) => {
  const response = await sandbox.app('AURUM').request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(key ? { 'X-Control-Key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};
const sql = <T extends object>(text: string, params: unknown[] = []) => sandbox.runtime.db.query<T>(text, params);

beforeAll(async () => {
  sandbox = await createTestSandbox({ frozenAtSeed: true });
}, 120_000);
afterAll(() => sandbox.close());

describe('centres control API', () => {
  it('asks for the control key', async () => {
    const { status, body } = await control('GET', '/__control/redemptions', undefined, 'wrong');
    expect([status, body.errorCode]).toEqual([401, 'control.key.invalid']);
  });

  it('rejects a pending redemption, giving points and stock back', async () => {
    const pending = (await control('GET', '/__control/redemptions?merchant=AURUM&status=P')).body.value;
    const target = pending.find(
      (r: { username: string; redeem_type: string }) => r.username === 'member01' && r.redeem_type === 'P',
    );
    const points = async () =>
      (await sql<{ points: number }>('SELECT points FROM customers WHERE id = $1', [target.customer_id]))[0]!.points;
    const stock = async () =>
      (await sql<{ inventory: number }>('SELECT inventory FROM rewards WHERE id = $1', [target.reward_id]))[0]!
        .inventory;
    const [before, stockBefore] = [await points(), await stock()];
    const { body } = await control('POST', `/__control/redemptions/${target.id}`, {
      decision: 'R',
      remark: 'Out of stock',
    });
    expect(body.value).toMatchObject({ status: 'R', review_remark: 'Out of stock' });
    expect(await points()).toBe(before + target.required_point);
    expect(await stock()).toBe(stockBefore + target.quantity);
    const again = await control('POST', `/__control/redemptions/${target.id}`, { decision: 'A' });
    expect([again.status, again.body.errorCode]).toEqual([409, 'not.found']);
  });

  it('offers a contract that the player then sees pending', async () => {
    const { body } = await control('POST', '/__control/contracts', {
      merchant: 'AURUM',
      username: 'member01',
      kind: 'realtime',
      terms: { tiers: [{ betAmount: 10, lossRate: 0.01, winRate: 0.005 }] },
    });
    expect(body.value.status).toBe('P');
    const consolidated = await sandbox.call('GET', '/wps/contract/consolidated', {
      token: await sandbox.tokenFor('member01'),
    });
    expect(consolidated.body.value.realtimesalreqtype).toEqual([
      expect.objectContaining({
        contractId: body.value.id,
        status: 'P',
        realTimeSalaryRates: [{ betAmount: 10, lossRate: 0.01, winRate: 0.005 }],
      }),
    ]);
  });

  it("fixes the next issue's result, which bets settle on only once it is drawn", async () => {
    const game = lotteryCatalogue.find((g) => g.code === 'TJSSC')!;
    const member = await sandbox.customer('member01');
    const [row] = await sql<LotteryGameRow>('SELECT * FROM lottery_games WHERE code = $1', ['TJSSC']);
    const now = sandbox.runtime.clock.now();
    const drawTime = drawAfter(game.schedule, now);
    if (drawTime - now <= 10_000) sandbox.runtime.clock.offsetMs += 15_000;
    const fixed = await control('POST', '/__control/lottery/result', {
      gameCode: 'TJSSC',
      numbers: ['0', '0', '0', '0', '1'],
    });
    expect(fixed.body.value.gameCode).toBe('TJSSC');
    const bet = await placeLotteryBet(
      sandbox.runtime.db,
      member,
      row!,
      { market: 'SUM_PARITY', selection: 'ODD', amount: 10, prizeMode: 'Lott' },
      sandbox.runtime.clock.now(),
    );
    expect(bet.numero).toBe(fixed.body.value.numero);
    await settleDraws(sandbox.runtime.db, sandbox.runtime.clock.now());
    const status = async () =>
      (await sql<{ status: string }>('SELECT status FROM lottery_bets WHERE id = $1', [bet.betId]))[0]!.status;
    expect(await status()).toBe('OPEN');
    expect((await control('POST', '/__control/lottery/result', { gameCode: 'TJSSC', numbers: ['1'] })).status).toBe(
      409,
    );
    sandbox.runtime.clock.offsetMs += fixed.body.value.drawTime - sandbox.runtime.clock.now() + 1;
    await settleDraws(sandbox.runtime.db, sandbox.runtime.clock.now());
    expect(await status()).toBe('WON');
    sandbox.runtime.clock.offsetMs = 0;
  });

  it('forgets the draws a clock moved ahead made once it goes back, so the current issue can be fixed again', async () => {
    const game = lotteryCatalogue.find((g) => g.code === 'CQSSC')!;
    const drawsAhead = async () =>
      (
        await sql<{ n: number }>(
          'SELECT count(*)::int AS n FROM lottery_draws WHERE game_code = $1 AND draw_time > $2',
          ['CQSSC', sandbox.runtime.clock.now()],
        )
      )[0]!.n;
    // Two days ahead: every issue up to then is drawn.
    expect((await control('POST', '/__control/clock', { advanceMs: 2 * 86_400_000 })).status).toBe(200);
    await settleDraws(sandbox.runtime.db, sandbox.runtime.clock.now());
    // Back to the real time, through the reset: those draws lie in the future and are forgotten.
    expect((await control('POST', '/__control/reset', {})).status).toBe(200);
    expect(sandbox.runtime.clock.offsetMs).toBe(0);
    expect(await drawsAhead()).toBe(0);
    const now = sandbox.runtime.clock.now();
    if (drawAfter(game.schedule, now) - now <= 10_000) await control('POST', '/__control/clock', { advanceMs: 15_000 });
    const fixed = await control('POST', '/__control/lottery/result', {
      gameCode: 'CQSSC',
      numbers: ['1', '2', '3', '4', '5'],
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.value.drawTime).toBe(drawAfter(game.schedule, sandbox.runtime.clock.now()));
    await control('POST', '/__control/reset', {});
  });

  it('grants a reward-centre item', async () => {
    const { body } = await control('POST', '/__control/reward-centre', {
      merchant: 'AURUM',
      username: 'member01',
      source: 'MISSION',
      title: 'Daily mission',
      amount: 18,
    });
    const list = await sandbox.call('GET', '/wps/member-centre/rewards', {
      token: await sandbox.tokenFor('member01'),
      query: { source: 'MISSION', status: 'AVAILABLE' },
    });
    expect(list.body.value.list.map((i: { id: number }) => i.id)).toContain(body.value.id);
  });

  it('sends a red envelope from an agent that the direct downline can open', async () => {
    const sent = await control('POST', '/__control/red-envelopes', {
      merchant: 'AURUM',
      username: 'agent01',
      totalAmount: 30,
      count: 3,
      message: 'Team night',
    });
    expect(sent.status).toBe(200);
    const [row] = await sql<{ message: string; count: number }>(
      'SELECT message, count FROM red_envelopes WHERE id = $1',
      [sent.body.value.id],
    );
    expect(row).toEqual({ message: 'Team night', count: 3 });
    const unknown = await control('POST', '/__control/red-envelopes', {
      merchant: 'AURUM',
      username: 'nobody',
      totalAmount: 1,
      count: 1,
    });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'not.found']);
  });
});
