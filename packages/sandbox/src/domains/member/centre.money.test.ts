import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../core/testing';
import { createTestSandbox } from '../../core/testing';
import { centresTimes } from '../shared/centres.constants';
import { periodOf } from '../shared/periods';

let sandbox: TestSandbox;
let now: number;
let member: string;
let memberId: number;

const get = (path: string, query: Record<string, string | number> = {}, token = member, merchant = 'AURUM') =>
  sandbox.call('GET', path, { token, query, merchant });
const post = (path: string, body: unknown = {}, token = member, encrypt = false, merchant = 'AURUM') =>
  sandbox.call('POST', path, { token, body, encrypt, merchant });
const sql = <T extends object>(text: string, params: unknown[] = []) => sandbox.runtime.db.query<T>(text, params);
const balance = async (username: string, merchant = 'AURUM') =>
  (
    await sql<{ balance: number }>(
      `SELECT w.balance FROM wallets w JOIN customers c ON c.id = w.customer_id
       WHERE c.username = $1 AND c.merchant_code = $2 AND w.is_main`,
      [username, merchant],
    )
  )[0]!.balance;

beforeAll(async () => {
  sandbox = await createTestSandbox({ frozenAtSeed: true });
  now = sandbox.startedAt;
  member = await sandbox.tokenFor('member01');
  memberId = (await sandbox.customer('member01')).id;
}, 120_000);
afterAll(() => sandbox.close());

describe('records', () => {
  it('pages the betting record with totals by product over the range', async () => {
    const range = { startDate: now - 30 * centresTimes.day, endDate: now };
    const { body } = await get('/wps/member-centre/bets', { ...range, productType: 'RNG', size: 5 });
    const [sum] = await sql<{ bet: number; n: number }>(
      `SELECT sum(amount) AS bet, count(*)::int AS n FROM bets WHERE customer_id = $1 AND product_type = 'RNG'
       AND created_at BETWEEN $2 AND $3`,
      [memberId, range.startDate, range.endDate],
    );
    expect(body.value.total).toBe(sum!.n);
    expect(body.value.totals.betAmount).toBeCloseTo(sum!.bet, 2);
    expect(body.value.list.length).toBe(5);
  });

  it('refuses a betting range over 30 days', async () => {
    const { body } = await get('/wps/member-centre/bets', { startDate: now - 31 * centresTimes.day, endDate: now });
    expect(body.errorCode).toBe('date.range.invalid');
  });

  it('pages the account record, and bonus details only list bonus types', async () => {
    const records = await get('/wps/member-centre/account-records', { size: 100 });
    const [count] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM wallet_transactions WHERE customer_id = $1 AND created_at BETWEEN $2 AND $3',
      [memberId, now - 30 * centresTimes.day, now],
    );
    expect(records.body.value.total).toBe(count!.n);
    const bonuses = await get('/wps/member-centre/bonuses', { size: 100 });
    expect(bonuses.body.value.list.map((l: { txType: string }) => l.txType)).toContain('REBATE');
    expect(bonuses.body.value.list.some((l: { txType: string }) => l.txType === 'BET')).toBe(false);
    const sum = bonuses.body.value.list.reduce((acc: number, l: { amount: number }) => acc + l.amount, 0);
    expect(bonuses.body.value.totalAmount).toBeCloseTo(sum, 2);
    const notBonus = await get('/wps/member-centre/bonuses', { txType: 'DEPOSIT' });
    expect(notBonus.body.value.total).toBe(0);
  });

  it('adds personal loss up by product, and the totals equal the products', async () => {
    const { body } = await get('/wps/member-centre/personal-loss');
    const products = body.value.byProduct as { betAmount: number; profitLoss: number }[];
    expect(products.length).toBeGreaterThan(1);
    expect(body.value.totals.betAmount).toBeCloseTo(
      products.reduce((a, p) => a + p.betAmount, 0),
      2,
    );
    expect(body.value.totals.profitLoss).toBeCloseTo(
      products.reduce((a, p) => a + p.profitLoss, 0),
      2,
    );
    expect(body.value.net).toBeCloseTo(body.value.totals.profitLoss + body.value.bonus, 2);
  });

  it("ranks the merchant's players by the week's bets and shows the player's own rank", async () => {
    const { body } = await get('/wps/member-centre/mission-leaderboard', { period: 'WEEK', size: 5 });
    const week = periodOf('WEEKLY', now);
    expect([body.value.periodStart, body.value.periodEnd]).toEqual([week.start, week.end]);
    const values = body.value.list.map((r: { value: number }) => r.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(body.value.list[0]).toMatchObject({ rank: 1, account: expect.stringMatching(/\*\*\*/) });
    const [mine] = await sql<{ total: number | null }>(
      'SELECT sum(amount) AS total FROM bets WHERE customer_id = $1 AND created_at >= $2 AND created_at < $3',
      [memberId, week.start, week.end],
    );
    expect(body.value.me.value).toBeCloseTo(mine!.total ?? 0, 2);
  });
});

describe('manual rebate', () => {
  it('is off on AURUM (MANPLAYREB3 0)', async () => {
    const { body } = await get('/wps/member-centre/rebate/manual');
    expect(body.value.enabled).toBe(false);
    expect((await post('/wps/member-centre/rebate/claim')).body.errorCode).toBe('feature.disabled');
  });

  it('pays the rate of each product on bets since the last claim, once, when MANPLAYREB3 is on', async () => {
    await sql(`UPDATE merchants SET flags = flags || '{"MANPLAYREB3":"1"}'::jsonb WHERE code = 'AURUM'`);
    await sandbox.runtime.reloadMerchants();
    try {
      const state = await get('/wps/member-centre/rebate/manual');
      expect(state.body.value.enabled).toBe(true);
      expect(state.body.value.lastClaimAt).toBe(
        (
          await sql<{ at: number }>('SELECT max(created_at) AS at FROM rebate_claims WHERE customer_id = $1', [
            memberId,
          ])
        )[0]!.at,
      );
      const [last] = await sql<{ last_bet_id: number }>(
        'SELECT last_bet_id FROM rebate_claims WHERE customer_id = $1 ORDER BY id DESC LIMIT 1',
        [memberId],
      );
      expect(state.body.value.byProduct.length).toBeGreaterThan(0);
      for (const row of state.body.value.byProduct) {
        const [bets] = await sql<{ total: number }>(
          'SELECT sum(amount) AS total FROM bets WHERE customer_id = $1 AND id > $2 AND product_type = $3',
          [memberId, last!.last_bet_id, row.productType],
        );
        expect(row.validBet).toBeCloseTo(bets!.total, 2);
        expect(row.amount).toBeCloseTo((bets!.total * row.rate) / 100, 2);
      }
      const before = await balance('member01');
      const claim = await post('/wps/member-centre/rebate/claim');
      expect(claim.body.value.amount).toBe(state.body.value.claimable);
      expect(await balance('member01')).toBeCloseTo(before + claim.body.value.amount, 2);
      expect((await post('/wps/member-centre/rebate/claim')).body.errorCode).toBe('rebate.nothing.to.claim');
    } finally {
      await sql(`UPDATE merchants SET flags = flags || '{"MANPLAYREB3":"0"}'::jsonb WHERE code = 'AURUM'`);
      await sandbox.runtime.reloadMerchants();
    }
  });
});

describe('transfer to upline', () => {
  it('explains why not: toUpline, role 2, the flag', async () => {
    expect((await get('/wps/member-centre/transfer-upline')).body.value).toMatchObject({
      allowed: false,
      reason: 'TO_UPLINE',
    });
    const role2 = await get('/wps/member-centre/transfer-upline', {}, await sandbox.tokenFor('subagent02'));
    expect(role2.body.value).toMatchObject({ allowed: false, reason: 'ROLE' });
    const verde = await get(
      '/wps/member-centre/transfer-upline',
      {},
      await sandbox.tokenFor('downline01', 'VERDE'),
      'VERDE',
    );
    expect(verde.body.value.reason).toBe('FLAG');
    const refused = await post(
      '/wps/member-centre/transfer-upline',
      { amount: 1, paymentPassword: 'Pay1234' },
      member,
      true,
    );
    expect([refused.body.errorCode, refused.body.value]).toEqual(['transfer.not.allowed', { reason: 'TO_UPLINE' }]);
  });

  it('moves money to the upline in one step and tells both sides', async () => {
    const token = await sandbox.tokenFor('downline01');
    const info = await get('/wps/member-centre/transfer-upline', {}, token);
    expect(info.body.value).toMatchObject({ allowed: true, reason: null, uplineAccount: 'agent01' });
    const [mine, theirs] = [await balance('downline01'), await balance('agent01')];
    const { body } = await post(
      '/wps/member-centre/transfer-upline',
      { amount: 15.5, paymentPassword: 'Pay1234' },
      token,
      true,
    );
    expect(body.value).toMatchObject({ amount: 15.5, uplineAccount: 'agent01' });
    expect(await balance('downline01')).toBeCloseTo(mine - 15.5, 2);
    expect(await balance('agent01')).toBeCloseTo(theirs + 15.5, 2);
    const agentId = (await sandbox.customer('agent01')).id;
    expect(sandbox.runtime.events.history(agentId).at(-1)).toMatchObject({
      type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
      fromAccount: 'downline01',
      toAccount: 'agent01',
    });
    const tooMuch = await post(
      '/wps/member-centre/transfer-upline',
      { amount: 1e9, paymentPassword: 'Pay1234' },
      token,
      true,
    );
    expect(tooMuch.body.errorCode).toBe('balance.not.enough');
  });
});

describe('deposit and withdraw pages', () => {
  it('lists channels scaled to the currency and takes a deposit request as PENDING', async () => {
    const page = await get('/wps/member-centre/deposit');
    expect(page.body.value.channels[0]).toMatchObject({ code: 'BANK', min: 100, max: 50_000 });
    const verde = await get('/wps/member-centre/deposit', {}, await sandbox.tokenFor('member01', 'VERDE'), 'VERDE');
    expect(verde.body.value.channels[0].min).toBe(100_000);
    const tooSmall = await post('/wps/member-centre/deposit', { channel: 'BANK', amount: 10 });
    expect(tooSmall.body.value).toEqual({ field: 'amount', key: 'in_please_information' });
    const { body } = await post('/wps/member-centre/deposit', { channel: 'EWALLET', amount: 300 });
    expect(body.value).toMatchObject({ kind: 'DEPOSIT', status: 'PENDING', amount: 300, channel: 'EWALLET' });
    const after = await get('/wps/member-centre/deposit');
    expect(after.body.value.pending.map((p: { id: number }) => p.id)).toContain(body.value.id);
  });

  it('holds pending withdrawals against what can be withdrawn', async () => {
    const page = await get('/wps/member-centre/withdraw');
    const { withdrawable } = page.body.value;
    const first = await post('/wps/member-centre/withdraw', { amount: 200, paymentPassword: 'Pay1234' }, member, true);
    expect(first.body.value).toMatchObject({ kind: 'WITHDRAW', status: 'PENDING' });
    const after = await get('/wps/member-centre/withdraw');
    expect(after.body.value.withdrawable).toBeCloseTo(withdrawable - 200, 2);
    const over = Math.min(50_000, Math.floor(after.body.value.withdrawable) + 1);
    if (over > after.body.value.withdrawable) {
      const refused = await post(
        '/wps/member-centre/withdraw',
        { amount: over, paymentPassword: 'Pay1234' },
        member,
        true,
      );
      expect(refused.body.errorCode).toBe('balance.not.enough');
    }
    const wrong = await post('/wps/member-centre/withdraw', { amount: 100, paymentPassword: 'nope' }, member, true);
    expect(wrong.body.errorCode).toBe('payment.password.incorrect');
  });

  it('lists deposit and withdrawal records by kind and status', async () => {
    const pending = await get('/wps/member-centre/fund-requests', { status: 'PENDING' });
    expect(pending.body.value.list.map((r: { kind: string }) => r.kind).sort()).toEqual(['DEPOSIT', 'WITHDRAW']);
    const withdrawals = await get('/wps/member-centre/fund-requests', { kind: 'WITHDRAW' });
    expect(withdrawals.body.value.list.every((r: { kind: string }) => r.kind === 'WITHDRAW')).toBe(true);
  });
});

describe('red envelopes and daily salary', () => {
  it('lists the envelopes a player may open and opens one into the wallet', async () => {
    const agent = await sandbox.tokenFor('agent01');
    const sent = await sandbox.call('POST', '/wps/agent/red-envelopes', {
      token: agent,
      encrypt: true,
      body: { totalAmount: 6, count: 2, scope: 'TEAM', message: 'Team night', paymentPassword: 'Pay1234' },
    });
    const token = await sandbox.tokenFor('downline04');
    const list = await get('/wps/member-centre/red-envelopes', {}, token);
    expect(list.body.value).toEqual([
      {
        id: sent.body.value.id,
        agentAccount: 'agent01',
        message: 'Team night',
        expiresAt: now + centresTimes.day,
        left: 2,
      },
    ]);
    const before = await balance('downline04');
    const opened = await post('/wps/member-centre/red-envelopes/open', { id: sent.body.value.id }, token);
    expect(opened.body.value.balance).toBeCloseTo(before + opened.body.value.amount, 2);
    expect((await get('/wps/member-centre/red-envelopes', {}, token)).body.value).toEqual([]);
    const outsider = await post('/wps/member-centre/red-envelopes/open', { id: sent.body.value.id });
    expect(outsider.body.errorCode).toBe('red.envelope.unavailable');
  });

  it("shows the player's own daily salary (playerMRDailySalary)", async () => {
    const token = await sandbox.tokenFor('downline01');
    const { body } = await get('/wps/member-centre/daily-salary', { size: 100 }, token);
    expect(body.value.total).toBeGreaterThan(0);
    expect(body.value.list.every((r: { account: string; rateType: string }) => r.account === 'downline01')).toBe(true);
    const paid = body.value.list.filter((r: { status: string }) => r.status === 'PAID');
    expect(body.value.totals.paidCount).toBe(paid.length);
  });
});
