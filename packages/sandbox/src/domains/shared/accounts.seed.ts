import { createCustomer, type NewCustomer } from '../../core/accounts';
import type { Db } from '../../core/db';
import type { CustomerRow } from '../../core/rows';

export const demoPassword = 'Demo1234';
export const demoPaymentPassword = 'Pay1234';

export async function findCustomer(db: Db, merchantCode: string, username: string): Promise<CustomerRow | undefined> {
  const [row] = await db.query<CustomerRow>('SELECT * FROM customers WHERE merchant_code = $1 AND username = $2', [
    merchantCode,
    username,
  ]);
  return row;
}

/**
 * The customer `username`, created when missing. The player half seeds the demo accounts before the centres run; this
 * keeps the centres' seed working (and idempotent) whichever half landed first.
 */
export async function ensureCustomer(
  db: Db,
  now: number,
  input: Omit<NewCustomer, 'password'> & { password?: string },
): Promise<CustomerRow> {
  const existing = await findCustomer(db, input.merchantCode, input.username);
  if (existing) return existing;
  return createCustomer(db, now, { password: demoPassword, ...input });
}

/** The demo accounts the centres rely on, by the player half's names and roles. */
export async function ensureDemoAccounts(db: Db, now: number, merchantCode: string) {
  const common = { merchantCode, paymentPassword: demoPaymentPassword, firstLogin: false } as const;
  const agent = await ensureCustomer(db, now, {
    ...common,
    username: 'agent01',
    isAgent: 1,
    memberType: 4,
    balance: 20_000,
  });
  const member = await ensureCustomer(db, now, { ...common, username: 'member01', balance: 5_000 });
  const trial = await ensureCustomer(db, now, { ...common, username: 'trial01', isAgent: 4, balance: 2_000 });
  return { agent, member, trial };
}
