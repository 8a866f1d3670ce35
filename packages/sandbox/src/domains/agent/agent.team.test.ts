import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../core/accounts';
import type { TestSandbox } from '../../core/testing';
import { createTestSandbox } from '../../core/testing';
import { centresTimes } from '../shared/centres.constants';
import { recordReferralRegistration, resolveReferralCode } from '../shared/referrals';

let sandbox: TestSandbox;
let agent: string;
let agentId: number;
let now: number;
let range: { startDate: number; endDate: number };

const get = (path: string, query: Record<string, string | number> = {}, token = agent) =>
  sandbox.call('GET', path, { token, query });
const sql = <T extends object>(text: string, params: unknown[] = []) => sandbox.runtime.db.query<T>(text, params);
/** The ids of agent01's team, the agent included, computed here independently of the handlers. */
async function teamIds(rootId: number): Promise<number[]> {
  const rows = await sql<{ id: number }>(
    `WITH RECURSIVE t(id) AS (SELECT $1::int UNION ALL SELECT c.id FROM customers c JOIN t ON c.parent_id = t.id)
     SELECT id FROM t`,
    [rootId],
  );
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  sandbox = await createTestSandbox({ frozenAtSeed: true });
  now = sandbox.startedAt;
  range = { startDate: now - 20 * centresTimes.day, endDate: now };
  agent = await sandbox.tokenFor('agent01');
  agentId = (await sandbox.customer('agent01')).id;
}, 120_000);
afterAll(() => sandbox.close());

describe('agentTeamOverview', () => {
  it("adds up the team's bets, deposits and members from the seeded rows", async () => {
    const { body } = await get('/wps/agent/team/overview', range);
    const ids = await teamIds(agentId);
    const below = ids.filter((id) => id !== agentId);
    const [bets] = await sql<{ bet: number; win: number; n: number }>(
      'SELECT sum(amount) AS bet, sum(win) AS win, count(*)::int AS n FROM bets WHERE customer_id = ANY($1::int[]) AND created_at BETWEEN $2 AND $3',
      [ids, range.startDate, range.endDate],
    );
    const [funds] = await sql<{ deposit: number; withdraw: number }>(
      `SELECT sum(amount) FILTER (WHERE kind = 'DEPOSIT') AS deposit, sum(amount) FILTER (WHERE kind = 'WITHDRAW') AS withdraw
       FROM fund_requests WHERE customer_id = ANY($1::int[]) AND status = 'APPROVED' AND decided_at BETWEEN $2 AND $3`,
      [ids, range.startDate, range.endDate],
    );
    const [active] = await sql<{ n: number }>(
      'SELECT count(DISTINCT customer_id)::int AS n FROM bets WHERE customer_id = ANY($1::int[]) AND created_at BETWEEN $2 AND $3',
      [below, range.startDate, range.endDate],
    );
    expect(body.value).toMatchObject({ teamSize: 8, directMembers: 3, agents: 2, activeMembers: active!.n });
    expect(body.value.bets.betAmount).toBeCloseTo(bets!.bet, 2);
    expect(body.value.bets.winAmount).toBeCloseTo(bets!.win, 2);
    expect(body.value.bets.count).toBe(bets!.n);
    expect(body.value.bets.profitLoss).toBeCloseTo(bets!.win - bets!.bet, 2);
    expect(body.value.depositAmount).toBeCloseTo(funds!.deposit ?? 0, 2);
    expect(body.value.withdrawAmount).toBeCloseTo(funds!.withdraw ?? 0, 2);
  });

  it('counts new members registered in the range', async () => {
    const { body } = await get('/wps/agent/team/overview', { startDate: now - centresTimes.day, endDate: now });
    const before = body.value.newMembers;
    await sandbox.call('POST', '/wps/agent/register', {
      token: agent,
      encrypt: true,
      body: { username: 'fresh01', password: 'Secret12' },
    });
    const after = await get('/wps/agent/team/overview', { startDate: now - centresTimes.day, endDate: now });
    expect(after.body.value.newMembers).toBe(before + 1);
    expect(after.body.value.teamSize).toBe(body.value.teamSize + 1);
  });

  it('refuses players who are not agents', async () => {
    const { body } = await get('/wps/agent/team/overview', {}, await sandbox.tokenFor('member01'));
    expect(body.errorCode).toBe('agent.role.required');
  });

  it('refuses a range longer than 30 days', async () => {
    const { body } = await get('/wps/agent/team/overview', { startDate: now - 40 * centresTimes.day, endDate: now });
    expect(body.errorCode).toBe('date.range.invalid');
  });
});

describe('team management', () => {
  it('lists the direct downline, every level, or the downline of a team agent', async () => {
    const direct = await get('/wps/agent/team/members');
    expect(direct.body.value.list.map((m: { account: string }) => m.account).sort()).toEqual(
      ['downline01', 'downline02', 'fresh01', 'subagent01'].sort(),
    );
    const all = await get('/wps/agent/team/members', { scope: 'ALL', size: 50 });
    expect(all.body.value.total).toBe(9);
    const sub = await get('/wps/agent/team/members', { parentAccount: 'subagent01' });
    const subagent = sub.body.value.list.find((m: { account: string }) => m.account === 'subagent02');
    expect(subagent).toMatchObject({ level: 2, parentAccount: 'subagent01', directCount: 2, teamSize: 2, isAgent: 2 });
  });

  it('searches by account and pages', async () => {
    const found = await get('/wps/agent/team/members', { scope: 'ALL', username: 'DOWNLINE0', size: 4, page: 2 });
    expect(found.body.value).toMatchObject({ total: 6, size: 4, page: 2, totalPages: 2 });
    expect(found.body.value.list.length).toBe(2);
  });

  it('answers downline.not.found for an account outside the team', async () => {
    expect((await get('/wps/agent/team/members', { parentAccount: 'member01' })).body.errorCode).toBe(
      'downline.not.found',
    );
  });
});

describe('team betting and user loss', () => {
  it("pages the team's bets with totals of the whole range", async () => {
    const { body } = await get('/wps/agent/team/bets', { ...range, size: 5, productType: 'LIVE' });
    const [sum] = await sql<{ bet: number; n: number }>(
      `SELECT sum(amount) AS bet, count(*)::int AS n FROM bets WHERE customer_id = ANY($1::int[])
       AND product_type = 'LIVE' AND created_at BETWEEN $2 AND $3`,
      [await teamIds(agentId), range.startDate, range.endDate],
    );
    expect(body.value.total).toBe(sum!.n);
    expect(body.value.list.length).toBe(5);
    expect(body.value.totals.betAmount).toBeCloseTo(sum!.bet, 2);
    expect(body.value.list.every((b: { productType: string }) => b.productType === 'LIVE')).toBe(true);
  });

  it('narrows the bets to one downline account', async () => {
    const { body } = await get('/wps/agent/team/bets', { ...range, username: 'downline05', size: 100 });
    expect(body.value.list.every((b: { account: string }) => b.account === 'downline05')).toBe(true);
    expect(body.value.total).toBeGreaterThan(0);
  });

  it('rolls each direct downline up with their whole team, and the totals equal the rows', async () => {
    const { body } = await get('/wps/agent/team/profit-loss', range);
    const rows = body.value.list as { account: string; teamSize: number; betAmount: number; level: number }[];
    expect(rows[0]).toMatchObject({ account: 'agent01', level: 0, teamSize: 1 });
    expect(rows.find((r) => r.account === 'subagent01')!.teamSize).toBe(6);
    const sum = rows.reduce((acc, r) => acc + r.betAmount, 0);
    expect(body.value.totals.betAmount).toBeCloseTo(sum, 2);
    const sub = (await sandbox.customer('subagent01')).id;
    const [bets] = await sql<{ bet: number }>(
      'SELECT sum(amount) AS bet FROM bets WHERE customer_id = ANY($1::int[]) AND created_at BETWEEN $2 AND $3',
      [await teamIds(sub), range.startDate, range.endDate],
    );
    expect(rows.find((r) => r.account === 'subagent01')!.betAmount).toBeCloseTo(bets!.bet, 2);
  });

  it('drills into a team agent', async () => {
    const { body } = await get('/wps/agent/team/profit-loss', { ...range, username: 'subagent01' });
    expect(body.value.list.map((r: { account: string }) => r.account)).toEqual([
      'subagent01',
      'subagent02',
      'downline03',
      'downline04',
    ]);
  });
});

describe('register centre', () => {
  it('opens a downline account with a hashed password, refusing bad and taken names', async () => {
    const register = (body: Record<string, unknown>) =>
      sandbox.call('POST', '/wps/agent/register', { token: agent, encrypt: true, body });
    const { body } = await register({ username: 'newagent7', password: 'Secret12', accountType: 'AGENT' });
    expect(body.value).toMatchObject({ account: 'newagent7', isAgent: 1, parentAccount: 'agent01' });
    const created = await sandbox.customer('newagent7');
    expect([created.parent_id, created.member_type]).toEqual([agentId, 4]);
    expect(await verifyPassword('Secret12', created.password_hash)).toBe(true);
    expect((await register({ username: 'newagent7', password: 'Secret12' })).body.errorCode).toBe(
      'register.username.taken',
    );
    expect((await register({ username: 'x!', password: 'Secret12' })).body.value).toEqual({
      field: 'username',
      key: 'in_please_information',
    });
    expect((await register({ username: 'okname', password: '123' })).body.value.field).toBe('password');
  });

  it('creates, lists, resolves and retires referral links', async () => {
    const created = await sandbox.call('POST', '/wps/agent/referral-links', {
      token: agent,
      body: { accountType: 'AGENT', remark: 'forum' },
    });
    const link = created.body.value;
    expect(link.url).toBe(`http://localhost/register?affiliateCode=${link.code}`);
    const resolved = await resolveReferralCode(sandbox.runtime.db, 'AURUM', link.code.toLowerCase());
    expect(resolved).toEqual({ linkId: link.id, parentId: agentId, accountType: 'AGENT' });
    await recordReferralRegistration(sandbox.runtime.db, link.id, (await sandbox.customer('downline02')).id, now);
    const listed = await get('/wps/agent/referral-links');
    expect(listed.body.value.find((l: { id: number }) => l.id === link.id).registrations).toBe(1);
    const removed = await sandbox.call('POST', '/wps/agent/referral-links/delete', {
      token: agent,
      body: { id: link.id },
    });
    expect(removed.body.value).toBe(true);
    expect(await resolveReferralCode(sandbox.runtime.db, 'AURUM', link.code)).toBeNull();
    const again = await sandbox.call('POST', '/wps/agent/referral-links/delete', {
      token: agent,
      body: { id: link.id },
    });
    expect(again.body.errorCode).toBe('not.found');
  });
});

describe('account details', () => {
  it("pages the agent's ledger, or a downline's, by type", async () => {
    const own = await get('/wps/agent/account-history', { ...range, txType: 'DAILY_SALARY' });
    expect(own.body.value.account).toBe('agent01');
    expect(own.body.value.list.every((l: { txType: string }) => l.txType === 'DAILY_SALARY')).toBe(true);
    const downline = await get('/wps/agent/account-history', { ...range, username: 'downline03' });
    const [count] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM wallet_transactions WHERE customer_id = $1 AND created_at BETWEEN $2 AND $3',
      [(await sandbox.customer('downline03')).id, range.startDate, range.endDate],
    );
    expect(downline.body.value.total).toBe(count!.n);
    expect((await get('/wps/agent/account-history', { username: 'member01' })).body.errorCode).toBe(
      'downline.not.found',
    );
  });
});

describe('salary and dividend pages, my income', () => {
  it('lists the daily salary paid to the agent, with totals matching the wallet', async () => {
    const { body } = await get('/wps/agent/daily-salary', { ...range, size: 100 });
    const [paid] = await sql<{ total: number }>(
      `SELECT sum(w.amount) AS total FROM wallet_transactions w JOIN salary_records s ON w.reference = 'salary:' || s.id
       WHERE w.customer_id = $1 AND w.tx_type = 'DAILY_SALARY' AND s.period_start BETWEEN $2 AND $3`,
      [agentId, range.startDate, range.endDate],
    );
    expect(body.value.total).toBeGreaterThan(0);
    expect(body.value.totals.amount).toBeCloseTo(paid!.total ?? 0, 2);
    expect(
      body.value.list.every((r: { account: string; kind: string }) => r.account === 'agent01' && r.kind === 'daily'),
    ).toBe(true);
  });

  it("lists the team's salaries under scope TEAM", async () => {
    const { body } = await get('/wps/agent/daily-salary', { ...range, scope: 'TEAM', size: 100 });
    const accounts = new Set(body.value.list.map((r: { account: string }) => r.account));
    expect([...accounts].sort()).toEqual(['downline01', 'subagent01']);
  });

  it('pays real-time salary per team bet at the tier the bet reached', async () => {
    const { body } = await get('/wps/agent/realtime-salary', { ...range, size: 5 });
    expect(body.value.total).toBeGreaterThan(0);
    for (const line of body.value.list) {
      const [bet] = await sql<{ amount: number; win: number }>('SELECT amount, win FROM bets WHERE id = $1', [
        line.betId,
      ]);
      expect(line.teamBet).toBe(bet!.amount);
      expect(line.amount).toBeCloseTo(Math.round(bet!.amount * line.rate * 100) / 100, 2);
    }
  });

  it('lists hourly salary and dividend settlements', async () => {
    const hourly = await get('/wps/agent/hourly-salary', range);
    expect(hourly.body.value.total).toBeGreaterThan(24);
    const dividends = await get('/wps/agent/dividends', { startDate: now - 30 * centresTimes.day, endDate: now });
    expect(dividends.body.value.list.every((r: { productType: string }) => r.productType === 'SPORTS')).toBe(true);
    expect(dividends.body.value.total).toBeGreaterThan(0);
  });

  it('adds up my income by source from the ledger', async () => {
    const { body } = await get('/wps/agent/income', range);
    const [sum] = await sql<{ total: number }>(
      `SELECT sum(amount) AS total FROM wallet_transactions WHERE customer_id = $1 AND created_at BETWEEN $2 AND $3
       AND tx_type IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')`,
      [agentId, range.startDate, range.endDate],
    );
    expect(body.value.total).toBeCloseTo(sum!.total, 2);
    expect(body.value.bySource.map((s: { txType: string }) => s.txType)).toContain('REALTIME_SALARY');
    const byDay = body.value.byDay.reduce((acc: number, d: { amount: number }) => acc + d.amount, 0);
    expect(byDay).toBeCloseTo(body.value.total, 2);
  });
});
