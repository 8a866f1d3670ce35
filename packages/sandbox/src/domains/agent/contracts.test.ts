import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../core/testing';
import { createTestSandbox } from '../../core/testing';
import { centresTimes } from '../shared/centres.constants';
import { periodOf } from '../shared/periods';
import { contractTransitions, nextStatus } from './contracts.rules';
import { settleContracts } from './settlement';

let sandbox: TestSandbox;
let agent: string;

type Consolidated = Record<string, { id?: number; contractId?: number; status: string; [key: string]: unknown }[]>;
const consolidated = async (token = agent): Promise<Consolidated> =>
  (await sandbox.call('GET', '/wps/contract/consolidated', { token })).body.value;
const act = (kind: string, body: Record<string, unknown>, token = agent) =>
  sandbox.call('POST', `/wps/relay/contract/${kind}`, { token, body });
const contractRow = async (id: number) =>
  (
    await sandbox.runtime.db.query<{ status: string; ended_at: number | null }>(
      'SELECT * FROM agent_contracts WHERE id = $1',
      [id],
    )
  )[0]!;

beforeAll(async () => {
  sandbox = await createTestSandbox({ frozenAtSeed: true });
  agent = await sandbox.tokenFor('agent01');
}, 120_000);
afterAll(() => sandbox.close());

describe('the transition table', () => {
  it('mirrors contract-rules: P/E take A and R, V takes C and A, hourly V only R', () => {
    for (const kind of ['dividend', 'daily', 'realtime'] as const) {
      expect(contractTransitions[kind]).toEqual({
        P: { A: 'V', R: 'R' },
        E: { A: 'V', R: 'R' },
        V: { C: 'T', A: 'T' },
      });
    }
    expect(contractTransitions.hourly).toEqual({ P: { A: 'V', R: 'R' }, E: { A: 'V', R: 'R' }, V: { R: 'T' } });
    expect([nextStatus('daily', 'R', 'A'), nextStatus('hourly', 'V', 'C'), nextStatus('daily', 'T', 'C')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('consolidated contract GET', () => {
  it('lists pending and accepted contracts of all four kinds for agent01', async () => {
    const value = await consolidated();
    const statuses = (field: string) => value[field]!.map((c) => c.status).sort();
    expect(statuses('divtypecompperiodreq')).toEqual(['E', 'P', 'V']);
    expect(statuses('dailysalreqtype')).toEqual(['E', 'V']);
    expect(statuses('contracthoursalreq')).toEqual(['P', 'V']);
    expect(statuses('realtimesalreqtype')).toEqual(['P', 'V']);
    const higher = value.divtypecompperiodreq!.find((c) => c.productType === 'LIVE');
    expect(higher).toMatchObject({ downlineHigherRate: 'Y', contractRate: 0.35, computationPeriod: 'WEEKLY' });
  });

  it("computes the dividend's periodicTotalBet from the team's bets of the current period", async () => {
    const value = await consolidated();
    const sports = value.divtypecompperiodreq!.find((c) => c.productType === 'SPORTS')!;
    const now = sandbox.runtime.clock.now();
    const period = periodOf('SEMIMONTHLY', now);
    const agentId = (await sandbox.customer('agent01')).id;
    const [sum] = await sandbox.runtime.db.query<{ total: number | null }>(
      `WITH RECURSIVE t(id) AS (SELECT $1::int UNION ALL SELECT c.id FROM customers c JOIN t ON c.parent_id = t.id)
       SELECT sum(amount) AS total FROM bets WHERE customer_id IN (SELECT id FROM t) AND product_type = 'SPORTS'
         AND created_at >= $2 AND created_at <= $3`,
      [agentId, period.start, now],
    );
    expect(sports.periodicTotalBet).toBeCloseTo(sum!.total ?? 0, 2);
  });

  it('lists the agents of the team in the info blocks with their statuses', async () => {
    const value = await consolidated();
    const accounts = (block: string) => value[block]!.map((e) => `${e.account}:${e.status}`);
    expect(accounts('dailysalinfotype')).toEqual(['agent01:V', 'subagent01:V', 'downline01:V']);
    expect(accounts('contracthoursalinfo')).toEqual(['agent01:V', 'subagent01:P']);
    expect(accounts('realtimesalinfotype')).toEqual(['agent01:V', 'subagent02:E']);
    expect(accounts('divtypeinfo')).toEqual(['agent01:V', 'subagent01:V']);
    expect(value.divtypecompperiodinfo!.length).toBe(4);
  });

  it('answers empty lists to a member without contracts', async () => {
    const value = await consolidated(await sandbox.tokenFor('member01'));
    expect(Object.values(value).every((list) => list.length === 0)).toBe(true);
  });
});

describe('contract presence', () => {
  it("tells the player half's public state who has requests waiting", async () => {
    const presence = (sandbox.runtime.services as { contractPresence?: (db: unknown, id: number) => Promise<boolean> })
      .contractPresence!;
    expect(await presence(sandbox.runtime.db, (await sandbox.customer('agent01')).id)).toBe(true);
    expect(await presence(sandbox.runtime.db, (await sandbox.customer('member01')).id)).toBe(false);
  });
});

describe('contract actions', () => {
  it('accepts a pending dividend: V, in force from the next week, shown as A in the info block until then', async () => {
    const { body } = await act('dividend', { productType: 'LIVE', computationPeriod: 'WEEKLY', status: 'A' });
    const now = sandbox.runtime.clock.now();
    expect(body.value).toMatchObject({ kind: 'dividend', status: 'V', effectiveFrom: periodOf('WEEKLY', now).end });
    const value = await consolidated();
    expect(value.divtypecompperiodreq!.find((c) => c.productType === 'LIVE')!.status).toBe('V');
    const entry = value.divtypecompperiodinfo!.find((e) => e.account === 'agent01' && e.productType === 'LIVE');
    expect(entry!.status).toBe('A');
  });

  it('takes an accept sent again (a double click, a retry) as done: nothing changes, and the answer says so', async () => {
    const bare = await act('dividend', { productType: 'LIVE', computationPeriod: 'WEEKLY', status: 'A' });
    expect(bare.body.value).toMatchObject({ status: 'V', unchanged: true });
    const seen = await act('dividend', { productType: 'LIVE', computationPeriod: 'WEEKLY', status: 'A', from: 'P' });
    expect(seen.body.value).toMatchObject({ status: 'V', unchanged: true });
    expect(
      (await consolidated()).divtypecompperiodreq!.find((c) => c.productType === 'LIVE' && c.status === 'V'),
    ).toBeDefined();
  });

  it('ends an accepted dividend with the reject-style A sent from V', async () => {
    const { body } = await act('dividend', {
      productType: 'LIVE',
      computationPeriod: 'WEEKLY',
      status: 'A',
      from: 'V',
    });
    expect(body.value.status).toBe('T');
    expect(body.value.unchanged).toBeUndefined();
    const value = await consolidated();
    expect(value.divtypecompperiodreq!.some((c) => c.productType === 'LIVE')).toBe(false);
  });

  it('rejects a pending variant (E) dividend', async () => {
    const { body } = await act('dividend', { productType: 'RNG', computationPeriod: 'MONTHLY', status: 'R' });
    expect(body.value.status).toBe('R');
    expect((await contractRow(body.value.contractId)).status).toBe('R');
  });

  it('terminates an accepted dividend with C', async () => {
    const { body } = await act('dividend', { productType: 'SPORTS', computationPeriod: 'SEMIMONTHLY', status: 'C' });
    expect(body.value.status).toBe('T');
    expect((await contractRow(body.value.contractId)).ended_at).toBe(sandbox.runtime.clock.now());
  });

  it('answers contract.not.found for a dividend nobody offered', async () => {
    const { body } = await act('dividend', { productType: 'FISH', computationPeriod: 'WEEKLY', status: 'A' });
    expect(body.errorCode).toBe('contract.not.found');
  });

  it('accepts a revised daily salary (E), ending the one in force when the new one starts', async () => {
    const daily = (await consolidated()).dailysalreqtype!;
    const revised = daily.find((c) => c.status === 'E')!;
    const current = daily.find((c) => c.status === 'V')!;
    // Sent twice at once (a double click, a client's retry): one accept; the other finds it done.
    const answers = (await Promise.all([0, 1].map(() => act('dailySalary', { id: revised.id, status: 'A' })))).map(
      (answer) => answer.body.value,
    );
    expect(answers.map((value) => value.status)).toEqual(['V', 'V']);
    expect(answers.filter((value) => value.unchanged === true)).toHaveLength(1);
    const body = { value: answers.find((value) => value.unchanged === undefined) };
    // And once more later: still in force, never ended by a repeated accept.
    expect((await act('dailySalary', { id: revised.id, status: 'A' })).body.value).toMatchObject({
      status: 'V',
      unchanged: true,
    });
    expect((await contractRow(revised.id!)).status).toBe('V');
    const old = await contractRow(current.id!);
    expect([old.status, old.ended_at]).toEqual(['T', body.value.effectiveFrom]);
    expect(body.value.effectiveFrom).toBe(periodOf('DAY', sandbox.runtime.clock.now()).end);
  });

  it('refuses R on an accepted daily salary (contract.action.invalid)', async () => {
    const current = (await consolidated()).dailysalreqtype!.find((c) => c.status === 'V')!;
    const { body } = await act('dailySalary', { id: current.id, status: 'R' });
    expect([body.errorCode, body.value]).toEqual(['contract.action.invalid', { status: 'V', action: 'R' }]);
  });

  it('accepts an hourly salary, then terminates it with R; C is refused on hourly', async () => {
    const pending = (await consolidated()).contracthoursalreq!.find((c) => c.status === 'P')!;
    const accepted = await act('hourlySalary', { contractId: pending.contractId, status: 'A', productType: 'LIVE' });
    expect(accepted.body.value.status).toBe('V');
    const cancel = await act('hourlySalary', { contractId: pending.contractId, status: 'C', productType: 'LIVE' });
    expect(cancel.body.errorCode).toBe('contract.action.invalid');
    const end = await act('hourlySalary', { contractId: pending.contractId, status: 'R', productType: 'LIVE' });
    expect(end.body.value.status).toBe('T');
  });

  it('refuses an hourly action with the wrong product type', async () => {
    const inForce = (await consolidated()).contracthoursalreq!.find((c) => c.status === 'V')!;
    const { body } = await act('hourlySalary', { contractId: inForce.contractId, status: 'R', productType: 'LIVE' });
    expect(body.errorCode).toBe('contract.not.found');
  });

  it('rejects a pending real-time salary and terminates the accepted one', async () => {
    const list = (await consolidated()).realtimesalreqtype!;
    const rejected = await act('realtimeSalary', {
      contractId: list.find((c) => c.status === 'P')!.contractId,
      status: 'R',
    });
    expect(rejected.body.value.status).toBe('R');
    const again = await act('realtimeSalary', { contractId: rejected.body.value.contractId, status: 'A' });
    expect(again.body.errorCode).toBe('contract.action.invalid');
    const ended = await act('realtimeSalary', {
      contractId: list.find((c) => c.status === 'V')!.contractId,
      status: 'C',
    });
    expect(ended.body.value.status).toBe('T');
  });

  it("never acts on another player's contract", async () => {
    const [other] = await sandbox.runtime.db.query<{ id: number }>(
      `SELECT a.id FROM agent_contracts a JOIN customers c ON c.id = a.customer_id
       WHERE c.username = 'subagent01' AND c.merchant_code = 'AURUM' AND a.kind = 'daily'`,
    );
    expect((await act('dailySalary', { id: other!.id, status: 'C' })).body.errorCode).toBe('contract.not.found');
  });

  it('records every action that changed a status', async () => {
    const events = await sandbox.runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contract_events');
    expect(events[0]!.n).toBe(9);
  });
});

describe('settlement', () => {
  it('paid daily salary for every closed day since the contract took effect, by the tier the team reached', async () => {
    const downline = await sandbox.customer('downline01');
    const records = await sandbox.runtime.db.query<{
      period_start: number;
      team_bet: number;
      amount: number;
      status: string;
    }>(`SELECT * FROM salary_records WHERE customer_id = $1 AND kind = 'daily' ORDER BY period_start`, [downline.id]);
    const [contract] = await sandbox.runtime.db.query<{ effective_from: number }>(
      `SELECT effective_from FROM agent_contracts WHERE customer_id = $1 AND kind = 'daily'`,
      [downline.id],
    );
    const closedDays = Math.floor(
      (periodOf('DAY', sandbox.runtime.clock.now()).start - contract!.effective_from) / centresTimes.day,
    );
    expect(records.length).toBe(closedDays);
    for (const record of records) {
      const [bets] = await sandbox.runtime.db.query<{ total: number | null }>(
        'SELECT sum(amount) AS total FROM bets WHERE customer_id = $1 AND created_at >= $2 AND created_at < $3',
        [downline.id, record.period_start, record.period_start + centresTimes.day],
      );
      const volume = bets!.total ?? 0;
      expect(record.team_bet).toBeCloseTo(volume, 2);
      expect(record.amount).toBe(volume >= 600 ? 28 : volume >= 100 ? 8 : 0);
      expect(record.status).toBe(record.amount > 0 ? 'PAID' : 'NOT_QUALIFIED');
    }
    const [paid] = await sandbox.runtime.db.query<{ total: number | null }>(
      `SELECT sum(amount) AS total FROM wallet_transactions WHERE customer_id = $1 AND tx_type = 'DAILY_SALARY'`,
      [downline.id],
    );
    expect(paid!.total ?? 0).toBeCloseTo(
      records.reduce((sum, r) => sum + r.amount, 0),
      2,
    );
  });

  it('settles the days a moved clock skipped, once', async () => {
    const downline = await sandbox.customer('downline01');
    const count = async () =>
      (
        await sandbox.runtime.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM salary_records WHERE customer_id = $1 AND kind = 'daily'`,
          [downline.id],
        )
      )[0]!.n;
    const before = await count();
    const now = sandbox.runtime.clock.now() + 2 * centresTimes.day;
    await settleContracts(sandbox.runtime.db, [downline.id], now);
    await settleContracts(sandbox.runtime.db, [downline.id], now);
    expect(await count()).toBe(before + 2);
  });
});
