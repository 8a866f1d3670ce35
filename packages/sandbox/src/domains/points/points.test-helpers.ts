import type { TestSandbox } from '../../core/testing';
import { createTestSandbox } from '../../core/testing';

/** The test sandbox (frozen at the seed) with member01 and agent01 logged in (AURUM): what the points tests share. */
export async function pointsFixture() {
  const sandbox = await createTestSandbox({ frozenAtSeed: true });
  return {
    sandbox,
    member: await sandbox.tokenFor('member01'),
    agent: await sandbox.tokenFor('agent01'),
    memberId: (await sandbox.customer('member01')).id,
  };
}

/** The delivery details every test redemption sends. */
export const redeemForm = {
  name: 'Li Lei',
  address: '1 Test Road',
  phone: '13800138000',
  province: 'Guangdong',
  remarks: '',
};

/**
 * Store reads and calls for the points tests, on the sandbox a test file opens in its `beforeAll`: `current` is read
 * at each use, so the helpers can be made at the top of the file before the sandbox exists.
 */
export function pointsTestHelpers(current: () => { sandbox: TestSandbox; member: string }) {
  const one = async <Row extends object>(sql: string, params: unknown[]) => {
    const [row] = await current().sandbox.runtime.db.query<Row>(sql, params);
    if (!row) throw new Error(`no row for ${sql} ${JSON.stringify(params)}`);
    return row;
  };
  return {
    points: async (customerId: number) =>
      (await one<{ points: number }>('SELECT points FROM customers WHERE id = $1', [customerId])).points,
    money: async (customerId: number) =>
      (await one<{ balance: number }>('SELECT balance FROM wallets WHERE customer_id = $1 AND is_main', [customerId]))
        .balance,
    inventory: async (rewardId: number) =>
      (await one<{ inventory: number }>('SELECT inventory FROM rewards WHERE id = $1', [rewardId])).inventory,
    rewardId: async (name: string) =>
      (await one<{ id: number }>(`SELECT id FROM rewards WHERE merchant_code = 'AURUM' AND name = $1`, [name])).id,
    /** A reward made for one test, so tests never share stock. */
    testReward: async (fields: { price: number | null; pm?: [number, number]; inventory: number }) =>
      (
        await one<{ id: number }>(
          `INSERT INTO rewards (merchant_code, type_id, name, price, mp_point_amount, mp_money_amount,
             display_point_money, inventory) VALUES ('AURUM', 5, 'Test item', $1, $2, $3, $4, $5) RETURNING id`,
          [fields.price, fields.pm?.[0] ?? null, fields.pm?.[1] ?? null, fields.pm !== undefined, fields.inventory],
        )
      ).id,
    /** An encrypted redemption by the member (or `token`), with the login password and the delivery details. */
    redeem: (body: Record<string, unknown>, token = current().member) =>
      current().sandbox.call('POST', '/wps/relay/redeemPointReward', {
        token,
        encrypt: true,
        body: { password: 'Demo1234', ...redeemForm, ...body },
      }),
  };
}
