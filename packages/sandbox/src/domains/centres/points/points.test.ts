import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../../core/testing';
import { centresTimes } from '../shared/centres.constants';
import { centresTestSandbox } from '../shared/centres.test-helpers';

let sandbox: TestSandbox;
let member: string;
let agent: string;
let memberId: number;

const points = async (customerId: number) =>
  (await sandbox.runtime.db.query<{ points: number }>('SELECT points FROM customers WHERE id = $1', [customerId]))[0]!
    .points;
const money = async (customerId: number) =>
  (
    await sandbox.runtime.db.query<{ balance: number }>(
      'SELECT balance FROM wallets WHERE customer_id = $1 AND is_main',
      [customerId],
    )
  )[0]!.balance;
const inventory = async (rewardId: number) =>
  (await sandbox.runtime.db.query<{ inventory: number }>('SELECT inventory FROM rewards WHERE id = $1', [rewardId]))[0]!
    .inventory;
const rewardId = async (name: string) =>
  (
    await sandbox.runtime.db.query<{ id: number }>(
      `SELECT id FROM rewards WHERE merchant_code = 'AURUM' AND name = $1`,
      [name],
    )
  )[0]!.id;
/** A reward made for one test, so tests never share stock. */
async function testReward(fields: { price: number | null; pm?: [number, number]; inventory: number }) {
  const [row] = await sandbox.runtime.db.query<{ id: number }>(
    `INSERT INTO rewards (merchant_code, type_id, name, price, mp_point_amount, mp_money_amount, display_point_money,
       inventory) VALUES ('AURUM', 5, 'Test item', $1, $2, $3, $4, $5) RETURNING id`,
    [fields.price, fields.pm?.[0] ?? null, fields.pm?.[1] ?? null, fields.pm !== undefined, fields.inventory],
  );
  return row!.id;
}
const form = { name: 'Li Lei', address: '1 Test Road', phone: '13800138000', province: 'Guangdong', remarks: '' };
const redeem = (body: Record<string, unknown>, token = member) =>
  sandbox.call('POST', '/wps/relay/redeemPointReward', {
    token,
    encrypt: true,
    body: { password: 'Demo1234', ...form, ...body },
  });

beforeAll(async () => {
  ({ sandbox } = await centresTestSandbox());
  member = await sandbox.tokenFor('member01');
  agent = await sandbox.tokenFor('agent01');
  memberId = (await sandbox.customer('member01')).id;
}, 120_000);
afterAll(() => sandbox.close());

describe('points balance and catalogue', () => {
  it('answers the balance that the last ledger line ends on', async () => {
    const { body } = await sandbox.call('GET', '/wps/points/balance', { token: member });
    const [last] = await sandbox.runtime.db.query<{ balance_after: number; created_at: number }>(
      'SELECT balance_after, created_at FROM point_transactions WHERE customer_id = $1 ORDER BY id DESC LIMIT 1',
      [memberId],
    );
    expect(body.value.points).toBe(last!.balance_after);
    expect(body.value.updatedAt).toBe(last!.created_at);
  });

  it('needs a login for the balance', async () => {
    const { body } = await sandbox.call('GET', '/wps/points/balance');
    expect(body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('lists every reward in one page of 1000, and by type', async () => {
    const all = await sandbox.call('GET', '/wps/points/rewards', { query: { page: 1, size: 1000 } });
    expect(all.body.value.size).toBe(1000);
    expect(all.body.value.list.length).toBe(all.body.value.total);
    const bonus = await sandbox.call('GET', '/wps/points/rewards', { query: { type: 3 } });
    expect(bonus.body.value.list.length).toBeGreaterThan(7);
    expect(bonus.body.value.list.every((item: { type: number }) => item.type === 3)).toBe(true);
    const phone = all.body.value.list.find((item: { name: string }) => item.name === 'iPhone 16 Pro');
    expect(phone.merchandiseImages.filter((image: { type: string }) => image.type === 'S').length).toBeGreaterThan(5);
    expect(phone.merchandiseImages[0]).toEqual({ type: 'M', imageUrl: phone.imageLink });
    const watch = all.body.value.list.find((item: { name: string }) => item.name === 'Smart watch');
    expect([watch.price, watch.displayPointMoneyAmt]).toEqual([null, 'Y']);
  });

  it('serves generated SVG photos for every image of a reward, and 404 past the last', async () => {
    const id = await rewardId('Gold bar 10 g');
    const app = sandbox.app('AURUM');
    const photo = await app.request(`/res/points/rewards/${id}/3.svg`);
    expect(photo.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await photo.text()).toContain('Gold bar 10 g');
    expect((await app.request(`/res/points/rewards/${id}/4.svg`)).status).toBe(404);
  });

  it('lists the reward types with their translations, 1 to 3 first', async () => {
    const { body } = await sandbox.call('GET', '/wps/points/reward-types');
    expect(body.value.slice(0, 3).map((t: { typeId: number }) => t.typeId)).toEqual([1, 2, 3]);
    expect(body.value[0].i18nStr.TH).toBeTruthy();
  });

  it('answers the point config and the info icon', async () => {
    const config = await sandbox.call('GET', '/wps/points/config');
    expect(config.body.value).toMatchObject({ pointExchangeRate: 0.01, liveBet: 0.1, deposit: 1 });
    const icon = await sandbox.call('GET', '/wps/points/info-icon');
    expect(icon.body.value.iconUrl).toBe('/res/points/info-icon.svg');
  });
});

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

describe('getMemTransDet', () => {
  it('pages the points ledger by 12 and leaves out the excluded types', async () => {
    const all = await sandbox.call('GET', '/wps/points/transactions', { token: member, query: { size: 100 } });
    expect(all.body.value.list.some((t: { txTypeId: number }) => t.txTypeId === 9203)).toBe(true);
    const shown = await sandbox.call('GET', '/wps/points/transactions', {
      token: member,
      query: { accountTypeId: 9, excludeTxTypeIds: '9203', size: 100 },
    });
    expect(shown.body.value.list.some((t: { txTypeId: number }) => t.txTypeId === 9203)).toBe(false);
    expect(shown.body.value.total).toBe(all.body.value.total - 1);
    const first = await sandbox.call('GET', '/wps/points/transactions', { token: member });
    expect(first.body.value.size).toBe(12);
    expect(first.body.value.list[0]).toMatchObject({ nameEn: expect.any(String), nameCn: expect.any(String) });
  });

  it("lets an agent read a downline's ledger, and nobody else's", async () => {
    const own = await sandbox.call('GET', '/wps/points/transactions', {
      token: agent,
      query: { subordinateName: 'downline01' },
    });
    expect(own.body.value.total).toBeGreaterThan(0);
    const other = await sandbox.call('GET', '/wps/points/transactions', {
      token: agent,
      query: { subordinateName: 'member01' },
    });
    expect(other.body.errorCode).toBe('downline.not.found');
  });

  it('refuses an account type other than 9', async () => {
    const { status } = await sandbox.call('GET', '/wps/points/transactions', {
      token: member,
      query: { accountTypeId: 1 },
    });
    expect(status).toBe(400);
  });
});

describe('postConvertPoint', () => {
  const convert = (body: Record<string, unknown>) =>
    sandbox.call('POST', '/wps/relay/convertPoint', { token: member, encrypt: true, body });

  it('converts points into money at the exchange rate in one ledger step each', async () => {
    const [pointsBefore, moneyBefore] = [await points(memberId), await money(memberId)];
    const { body } = await convert({ amount: 1234, password: 'Pay1234' });
    expect(body.value).toMatchObject({ points: pointsBefore - 1234, credited: 12.34 });
    expect(await money(memberId)).toBeCloseTo(moneyBefore + 12.34, 2);
    const [line] = await sandbox.runtime.db.query<{ tx_type: string; amount: number }>(
      'SELECT tx_type, amount FROM wallet_transactions WHERE customer_id = $1 ORDER BY id DESC LIMIT 1',
      [memberId],
    );
    expect(line).toEqual({ tx_type: 'POINT_CONVERT', amount: 12.34 });
  });

  it('refuses amounts below 1, a wrong payment password, and more points than held', async () => {
    expect((await convert({ amount: 0, password: 'Pay1234' })).status).toBe(400);
    expect((await convert({ amount: 5, password: 'Demo1234' })).body.errorCode).toBe('payment.password.incorrect');
    expect((await convert({ amount: 5, password: '' })).body.value).toEqual({
      field: 'password',
      key: 'br_enter_moneypwd',
    });
    const before = await money(memberId);
    expect((await convert({ amount: 1e12, password: 'Pay1234' })).body.errorCode).toBe('points.not.enough');
    expect(await money(memberId)).toBe(before);
  });
});

describe('refreshPointBalance', () => {
  it('credits points for new bets at the product rate, once', async () => {
    await sandbox.runtime.db.query(
      `INSERT INTO bets (customer_id, game_id, vendor, product_type, round_id, amount, win, created_at)
       VALUES ($1, 'dg-baccarat', 'DG', 'LIVE', 'test-1', 1000, 0, $2), ($1, 'saba', 'SABA', 'SPORTS', 'test-2', 200, 0, $2)`,
      [memberId, sandbox.runtime.clock.now() - 1000],
    );
    const before = await points(memberId);
    const first = await sandbox.call('POST', '/wps/points/balance/refresh', { token: member });
    expect(first.body.value.accrued).toBe(1000 * 0.1 + 200 * 0.15);
    expect(first.body.value.points).toBe(before + 130);
    const second = await sandbox.call('POST', '/wps/points/balance/refresh', { token: member });
    expect(second.body.value.accrued).toBe(0);
  });

  it('credits approved deposits at the deposit rate', async () => {
    await sandbox.runtime.db.query(
      `INSERT INTO fund_requests (customer_id, kind, amount, status, created_at, decided_at)
       VALUES ($1, 'DEPOSIT', 250, 'APPROVED', $2, $2), ($1, 'DEPOSIT', 999, 'PENDING', $2, NULL)`,
      [memberId, sandbox.runtime.clock.now() - 1000],
    );
    const { body } = await sandbox.call('POST', '/wps/points/balance/refresh', { token: member });
    expect(body.value.accrued).toBe(250);
  });
});
