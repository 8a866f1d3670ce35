import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../core/testing';
import { centresTimes } from '../shared/centres.constants';
import { redeemForm as form, pointsFixture, pointsTestHelpers } from './points.test-helpers';

let sandbox: TestSandbox;
let member: string;
let memberId: number;
const { points, money, inventory, testReward, redeem } = pointsTestHelpers(() => ({ sandbox, member }));

beforeAll(async () => {
  ({ sandbox, member, memberId } = await pointsFixture());
}, 120_000);
afterAll(() => sandbox.close());

describe('postRedeemPoint', () => {
  it('refuses a plain-text redemption', async () => {
    const { status, body } = await sandbox.call('POST', '/wps/relay/redeemPointReward', {
      token: member,
      body: { rewardId: 1, quantity: 1, redeemType: 'P', password: 'Demo1234', ...form },
    });
    expect([status, body.errorCode]).toEqual([400, 'request.encryption.required']);
  });

  it('checks password, name, address and phone in that order', async () => {
    const id = await testReward({ price: 10, inventory: 5 });
    const base = { rewardId: id, quantity: 1, redeemType: 'P' };
    const cases: [Record<string, string>, string, string][] = [
      [{ password: '', name: '' }, 'password', 'validation_redeem_login_password'],
      [{ name: ' ' }, 'name', 'br_enter_plname'],
      [{ address: '' }, 'address', 'br_enter_getaddree'],
      [{ phone: '12345' }, 'phone', 'br_enter_cphone'],
    ];
    for (const [fields, field, key] of cases) {
      const { body } = await redeem({ ...base, ...fields });
      expect([body.errorCode, body.value]).toEqual(['field.invalid', { field, key }]);
    }
    expect(await inventory(id)).toBe(5);
  });

  it('asks the login password, or the payment password under PAYMENTPASS3', async () => {
    const id = await testReward({ price: 10, inventory: 5 });
    expect((await redeem({ rewardId: id, quantity: 1, redeemType: 'P', password: 'nope' })).body.errorCode).toBe(
      'password.incorrect',
    );
    await sandbox.runtime.db.query(
      `UPDATE merchants SET flags = flags || '{"PAYMENTPASS3":"1"}'::jsonb WHERE code = 'AURUM'`,
    );
    await sandbox.runtime.reloadMerchants();
    try {
      const login = await redeem({ rewardId: id, quantity: 1, redeemType: 'P', password: 'Demo1234' });
      expect(login.body.errorCode).toBe('payment.password.incorrect');
      const blank = await redeem({ rewardId: id, quantity: 1, redeemType: 'P', password: '' });
      expect(blank.body.value).toEqual({ field: 'password', key: 'br_enter_moneypwd' });
      const paid = await redeem({ rewardId: id, quantity: 1, redeemType: 'P', password: 'Pay1234' });
      expect(paid.body.success).toBe(true);
    } finally {
      await sandbox.runtime.db.query(`UPDATE merchants SET flags = flags - 'PAYMENTPASS3' WHERE code = 'AURUM'`);
      await sandbox.runtime.reloadMerchants();
    }
  });

  it('clamps quantity to inventory, then answers out of stock', async () => {
    const id = await testReward({ price: 10, inventory: 2 });
    const before = await points(memberId);
    const { body } = await redeem({ rewardId: id, quantity: 9, redeemType: 'P' });
    expect(body.value.record).toMatchObject({
      quantity: 2,
      requiredPoint: 20,
      requiredMoney: 0,
      status: 'P',
      type: 'P',
    });
    expect(body.value.points).toBe(before - 20);
    expect(await inventory(id)).toBe(0);
    expect((await redeem({ rewardId: id, quantity: 1, redeemType: 'P' })).body.errorCode).toBe('reward.out.of.stock');
  });

  it('clamps a quantity below 1 up to 1', async () => {
    const id = await testReward({ price: 10, inventory: 3 });
    const { body } = await redeem({ rewardId: id, quantity: 0, redeemType: 'P' });
    expect(body.value.record.quantity).toBe(1);
  });

  it('charges quantity x mpMoneyAmount and the points part for PM, in points, money and stock', async () => {
    const id = await testReward({ price: 500, pm: [200, 12.5], inventory: 10 });
    const [pointsBefore, moneyBefore] = [await points(memberId), await money(memberId)];
    const { body } = await redeem({ rewardId: id, quantity: 3, redeemType: 'PM' });
    expect(body.value.record).toMatchObject({ type: 'PM', quantity: 3, requiredPoint: 600, requiredMoney: 37.5 });
    expect(await points(memberId)).toBe(pointsBefore - 600);
    expect(await money(memberId)).toBeCloseTo(moneyBefore - 37.5, 2);
    expect(body.value.balance).toBeCloseTo(moneyBefore - 37.5, 2);
    expect(await inventory(id)).toBe(7);
  });

  it('redeems an item without a points price as PM, and refuses PM where only P is offered', async () => {
    const pmOnly = await testReward({ price: null, pm: [50, 1], inventory: 4 });
    expect((await redeem({ rewardId: pmOnly, quantity: 1, redeemType: 'P' })).body.value.record.type).toBe('PM');
    const pOnly = await testReward({ price: 50, inventory: 4 });
    expect((await redeem({ rewardId: pOnly, quantity: 1, redeemType: 'PM' })).body.errorCode).toBe(
      'redeem.type.unavailable',
    );
  });

  it('refuses a redemption the points cannot pay, changing nothing', async () => {
    const id = await testReward({ price: 1e9, inventory: 1 });
    const before = await points(memberId);
    expect((await redeem({ rewardId: id, quantity: 1, redeemType: 'P' })).body.errorCode).toBe('points.not.enough');
    expect([await points(memberId), await inventory(id)]).toEqual([before, 1]);
  });

  it('rolls points, stock and the record back when the money step fails midway', async () => {
    const id = await testReward({ price: 100, pm: [100, 5], inventory: 3 });
    const { db } = sandbox.runtime;
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM redemptions WHERE reward_id = $1', [id]))[0]!.n;
    const [pointsBefore, moneyBefore] = [await points(memberId), await money(memberId)];
    await db.exec(`CREATE FUNCTION fail_wallet_line() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'ledger offline'; END $$;
      CREATE TRIGGER fail_wallet_line BEFORE INSERT ON wallet_transactions
      FOR EACH ROW WHEN (NEW.tx_type = 'POINT_REDEEM') EXECUTE FUNCTION fail_wallet_line();`);
    try {
      const { status, body } = await redeem({ rewardId: id, quantity: 2, redeemType: 'PM' });
      expect([status, body.errorCode]).toEqual([500, 'server.error']);
    } finally {
      await db.exec('DROP TRIGGER fail_wallet_line ON wallet_transactions; DROP FUNCTION fail_wallet_line();');
    }
    expect([await points(memberId), await money(memberId), await inventory(id), await count()]).toEqual([
      pointsBefore,
      moneyBefore,
      3,
      0,
    ]);
  });

  it('refuses trial accounts', async () => {
    const trial = await sandbox.tokenFor('trial01');
    const { body } = await redeem(
      { rewardId: await testReward({ price: 1, inventory: 1 }), quantity: 1, redeemType: 'P' },
      trial,
    );
    expect(body.errorCode).toBe('trial.account.refused');
  });
});

describe('getRedeemPointList', () => {
  it('pages by 13, newest first, filtered by status', async () => {
    const all = await sandbox.call('GET', '/wps/points/redemptions', { token: member });
    expect(all.body.value.size).toBe(13);
    const dates = all.body.value.list.map((r: { dateRequested: number }) => r.dateRequested);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const status of ['P', 'A', 'R']) {
      const { body } = await sandbox.call('GET', '/wps/points/redemptions', { token: member, query: { status } });
      expect(body.value.total).toBeGreaterThan(0);
      expect(body.value.list.every((r: { status: string }) => r.status === status)).toBe(true);
    }
  });

  it('refuses a range over 30 days and counts the end day to its last millisecond', async () => {
    const now = sandbox.runtime.clock.now();
    const tooLong = await sandbox.call('GET', '/wps/points/redemptions', {
      token: member,
      query: { startDate: now - 31 * centresTimes.day, endDate: now },
    });
    expect(tooLong.body.errorCode).toBe('date.range.invalid');
    const [seeded] = await sandbox.runtime.db.query<{ created_at: number }>(
      `SELECT created_at FROM redemptions WHERE customer_id = $1 AND status = 'R'`,
      [memberId],
    );
    const day = seeded!.created_at - (seeded!.created_at % centresTimes.day);
    const { body } = await sandbox.call('GET', '/wps/points/redemptions', {
      token: member,
      query: { startDate: day - centresTimes.day, endDate: day + centresTimes.endOfDayMs, status: 'R' },
    });
    expect(body.value.list.map((r: { dateRequested: number }) => r.dateRequested)).toContain(seeded!.created_at);
  });

  it('approves a pending redemption automatically after a day, crediting points on its money part', async () => {
    const id = await testReward({ price: 100, pm: [100, 10], inventory: 3 });
    const { body } = await redeem({ rewardId: id, quantity: 1, redeemType: 'PM' });
    const [pending] = await sandbox.runtime.db.query<{ money: number }>(
      `SELECT sum(required_money) AS money FROM redemptions WHERE customer_id = $1 AND status = 'P'`,
      [memberId],
    );
    const before = await points(memberId);
    sandbox.runtime.clock.offsetMs += centresTimes.redemptionAutoApproveMs + 1000;
    try {
      // Sessions last 12 hours: the moved clock needs a new login.
      const token = await sandbox.tokenFor('member01');
      const list = await sandbox.call('GET', '/wps/points/redemptions', { token, query: { status: 'A' } });
      const record = list.body.value.list.find((r: { id: number }) => r.id === body.value.record.id);
      expect(record).toMatchObject({ status: 'A', reviewRemark: 'Approved automatically' });
      expect(await points(memberId)).toBeCloseTo(before + pending!.money * 0.5, 2);
    } finally {
      sandbox.runtime.clock.offsetMs -= centresTimes.redemptionAutoApproveMs + 1000;
      member = await sandbox.tokenFor('member01');
    }
  });
});
