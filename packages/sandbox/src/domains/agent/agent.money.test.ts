import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../core/testing';
import { createTestSandbox } from '../../core/testing';
import { centresTimes } from '../shared/centres.constants';
import { openableEnvelopes, openEnvelope, splitShares } from '../shared/red-envelopes';

let sandbox: TestSandbox;
let agent: string;
let now: number;

const balance = async (username: string) =>
  (
    await sandbox.runtime.db.query<{ balance: number }>(
      `SELECT w.balance FROM wallets w JOIN customers c ON c.id = w.customer_id
       WHERE c.username = $1 AND c.merchant_code = 'AURUM' AND w.is_main`,
      [username],
    )
  )[0]!.balance;
const transfer = (body: Record<string, unknown>) =>
  sandbox.call('POST', '/wps/agent/transfer', {
    token: agent,
    encrypt: true,
    body: { paymentPassword: 'Pay1234', ...body },
  });
const setFlag = async (flag: string, on: boolean) => {
  await sandbox.runtime.db.query(
    on
      ? `UPDATE merchants SET flags = flags || jsonb_build_object($1::text, '1') WHERE code = 'AURUM'`
      : `UPDATE merchants SET flags = flags - $1::text WHERE code = 'AURUM'`,
    [flag],
  );
  await sandbox.runtime.reloadMerchants();
};

beforeAll(async () => {
  sandbox = await createTestSandbox({ frozenAtSeed: true });
  now = sandbox.startedAt;
  agent = await sandbox.tokenFor('agent01');
}, 120_000);
afterAll(() => sandbox.close());

describe('agent transfers', () => {
  it('moves money to a downline and tells both sides', async () => {
    const [agentBefore, downBefore] = [await balance('agent01'), await balance('downline03')];
    const { body } = await transfer({
      direction: 'TO_DOWNLINE',
      usernames: ['downline03'],
      amount: 120.5,
      remarks: 'top-up',
    });
    expect(body.value.transfers[0]).toMatchObject({
      direction: 'AGENT_TO_DOWNLINE',
      fromAccount: 'agent01',
      toAccount: 'downline03',
      amount: 120.5,
    });
    expect(body.value.balance).toBeCloseTo(agentBefore - 120.5, 2);
    expect(await balance('downline03')).toBeCloseTo(downBefore + 120.5, 2);
    for (const username of ['agent01', 'downline03']) {
      const history = sandbox.runtime.events.history((await sandbox.customer(username)).id);
      expect(history.at(-1)).toMatchObject({
        type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
        amount: 120.5,
        remarks: 'top-up',
      });
    }
  });

  it('takes money back from a downline with AGENT_TRANSFER_DOWNLINE_TO_AGENT', async () => {
    const downBefore = await balance('downline03');
    const { body } = await transfer({ direction: 'FROM_DOWNLINE', usernames: ['downline03'], amount: 20 });
    expect(body.value.transfers[0]).toMatchObject({ fromAccount: 'downline03', toAccount: 'agent01' });
    expect(await balance('downline03')).toBeCloseTo(downBefore - 20, 2);
    const history = sandbox.runtime.events.history((await sandbox.customer('agent01')).id);
    expect(history.at(-1)).toMatchObject({ type: 'AGENT_TRANSFER_DOWNLINE_TO_AGENT', amount: 20 });
  });

  it('needs AGENTRANSMULTDOWN3 for several accounts, then moves all or nothing', async () => {
    const several = { direction: 'FROM_DOWNLINE', usernames: ['downline01', 'downline02'] };
    expect((await transfer({ ...several, amount: 1 })).body).toMatchObject({
      errorCode: 'feature.disabled',
      value: { flag: 'AGENTRANSMULTDOWN3' },
    });
    await setFlag('AGENTRANSMULTDOWN3', true);
    try {
      const ok = await transfer({ ...several, amount: 1 });
      expect(ok.body.value.transfers.length).toBe(2);
      const [agentBefore, one, two] = [
        await balance('agent01'),
        await balance('downline01'),
        await balance('downline02'),
      ];
      // More than the poorer account holds: the first move succeeds inside the transaction, the second fails.
      const failing = await transfer({ ...several, amount: Math.min(one, two) + 0.01 });
      expect(failing.body.errorCode).toBe('balance.not.enough');
      expect([await balance('agent01'), await balance('downline01'), await balance('downline02')]).toEqual([
        agentBefore,
        one,
        two,
      ]);
    } finally {
      await setFlag('AGENTRANSMULTDOWN3', false);
    }
  });

  it('refuses accounts outside the team, a wrong payment password and a blank one', async () => {
    expect((await transfer({ direction: 'TO_DOWNLINE', usernames: ['member01'], amount: 1 })).body.errorCode).toBe(
      'downline.not.found',
    );
    const wrong = await transfer({
      direction: 'TO_DOWNLINE',
      usernames: ['downline01'],
      amount: 1,
      paymentPassword: 'x',
    });
    expect(wrong.body.errorCode).toBe('payment.password.incorrect');
    const blank = await transfer({
      direction: 'TO_DOWNLINE',
      usernames: ['downline01'],
      amount: 1,
      paymentPassword: '',
    });
    expect(blank.body.value).toEqual({ field: 'paymentPassword', key: 'br_enter_moneypwd' });
  });

  it('lists the transfers, filtered by direction', async () => {
    const all = await sandbox.call('GET', '/wps/agent/transfers', { token: agent });
    expect(all.body.value.total).toBe(4);
    const out = await sandbox.call('GET', '/wps/agent/transfers', {
      token: agent,
      query: { direction: 'AGENT_TO_DOWNLINE' },
    });
    expect(out.body.value.list.map((t: { toAccount: string }) => t.toAccount)).toEqual(['downline03']);
  });
});

describe('red envelopes', () => {
  it('splits any total into shares of at least a cent that add up exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 1_000_000 }), (count, extra) => {
        const total = count + extra;
        const shares = splitShares(total, count);
        expect(shares.length).toBe(count);
        expect(shares.every((s) => Number.isInteger(s) && s >= 1)).toBe(true);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      }),
    );
  });

  it('sends an envelope from the wallet; direct downline may open it once, deeper levels may not', async () => {
    const before = await balance('agent01');
    const sent = await sandbox.call('POST', '/wps/agent/red-envelopes', {
      token: agent,
      encrypt: true,
      body: { totalAmount: 10, count: 3, scope: 'DIRECT', message: 'Lucky!', paymentPassword: 'Pay1234' },
    });
    expect(sent.body.value).toMatchObject({ totalAmount: 10, count: 3, claimedCount: 0, status: 'ACTIVE' });
    expect(await balance('agent01')).toBeCloseTo(before - 10, 2);
    const id = sent.body.value.id;
    const direct = await sandbox.customer('downline01');
    const deep = await sandbox.customer('downline03');
    expect((await openableEnvelopes(sandbox.runtime.db, deep, now)).some((e) => e.id === id)).toBe(false);
    await expect(openEnvelope(sandbox.runtime.db, deep, id, now)).rejects.toMatchObject({
      code: 'red.envelope.unavailable',
    });
    const wallet = await balance('downline01');
    const opened = await openEnvelope(sandbox.runtime.db, direct, id, now);
    expect(opened.amount).toBeGreaterThanOrEqual(0.01);
    expect(await balance('downline01')).toBeCloseTo(wallet + opened.amount, 2);
    await expect(openEnvelope(sandbox.runtime.db, direct, id, now)).rejects.toMatchObject({
      code: 'red.envelope.unavailable',
    });
    const list = await sandbox.call('GET', '/wps/agent/red-envelopes', { token: agent });
    expect(list.body.value.list[0]).toMatchObject({ id, claimedCount: 1, claimedAmount: opened.amount });
  });

  it('gives the unopened shares back to the agent after 24 hours', async () => {
    const sent = await sandbox.call('POST', '/wps/agent/red-envelopes', {
      token: agent,
      encrypt: true,
      body: { totalAmount: 5, count: 2, scope: 'TEAM', paymentPassword: 'Pay1234' },
    });
    const id = sent.body.value.id;
    const opened = await openEnvelope(sandbox.runtime.db, await sandbox.customer('downline05'), id, now);
    const before = await balance('agent01');
    sandbox.runtime.clock.offsetMs = centresTimes.redEnvelopeLifeMs + 1;
    try {
      const token = await sandbox.tokenFor('agent01');
      const list = await sandbox.call('GET', '/wps/agent/red-envelopes', { token });
      const envelope = list.body.value.list.find((e: { id: number }) => e.id === id);
      expect(envelope).toMatchObject({
        status: 'EXPIRED',
        refundedAmount: Math.round((5 - opened.amount) * 100) / 100,
      });
      const refunded = list.body.value.list.reduce(
        (sum: number, e: { refundedAmount: number }) => sum + e.refundedAmount,
        0,
      );
      expect(list.body.value.list.every((e: { status: string }) => e.status === 'EXPIRED')).toBe(true);
      expect(await balance('agent01')).toBeCloseTo(before + refunded, 2);
    } finally {
      sandbox.runtime.clock.offsetMs = 0;
      agent = await sandbox.tokenFor('agent01');
    }
  });

  it('refuses a total smaller than one cent per share', async () => {
    const { body } = await sandbox.call('POST', '/wps/agent/red-envelopes', {
      token: agent,
      encrypt: true,
      body: { totalAmount: 0.02, count: 3, paymentPassword: 'Pay1234' },
    });
    expect(body.value).toEqual({ field: 'totalAmount', key: 'in_please_information' });
  });
});
