import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSandbox } from '../../core/testing';
import { pointsFixture, pointsTestHelpers } from './points.test-helpers';

let sandbox: TestSandbox;
let member: string;
let agent: string;
let memberId: number;
const { points, money, rewardId } = pointsTestHelpers(() => ({ sandbox, member }));

beforeAll(async () => {
  ({ sandbox, member, agent, memberId } = await pointsFixture());
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
    // Whatever other seeds left pending is credited first, so the test sees only its own bets.
    await sandbox.call('POST', '/wps/points/balance/refresh', { token: member });
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
    await sandbox.call('POST', '/wps/points/balance/refresh', { token: member });
    await sandbox.runtime.db.query(
      `INSERT INTO fund_requests (customer_id, kind, amount, status, created_at, decided_at)
       VALUES ($1, 'DEPOSIT', 250, 'APPROVED', $2, $2), ($1, 'DEPOSIT', 999, 'PENDING', $2, NULL)`,
      [memberId, sandbox.runtime.clock.now() - 1000],
    );
    const { body } = await sandbox.call('POST', '/wps/points/balance/refresh', { token: member });
    expect(body.value.accrued).toBe(250);
  });
});
