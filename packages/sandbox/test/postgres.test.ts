import { encryptPayload } from '@platform/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDeviceId } from '../src/core/testing';
import { createSandbox, type Sandbox } from '../src/index';
import { postgresUrlVariable } from './postgres.global-setup';

// DATABASE_URL: the same migrations, seeds and queries on a real PostgreSQL server (started by the global setup).
let sandbox: Sandbox;
const headers = { Merchant: 'AURUM', Device: 'web', Language: 'EN', 'Content-Type': 'application/json' };

beforeAll(async () => {
  const databaseUrl = process.env[postgresUrlVariable];
  if (!databaseUrl) throw new Error('the PostgreSQL global setup did not run');
  sandbox = await createSandbox({ databaseUrl });
});
afterAll(() => sandbox?.close());

describe('the sandbox on a PostgreSQL server', () => {
  it('runs every migration and seed on the server', async () => {
    const [row] = await sandbox.runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
    expect(sandbox.runtime.db.kind).toBe('postgres');
    expect(row?.n).toBeGreaterThan(10);
    const games = await sandbox.runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
    expect(games[0]?.n).toBeGreaterThanOrEqual(300);
  });

  it('answers the status call and logs a demo account in with an encrypted post', async () => {
    const app = sandbox.app();
    const status = await (await app.request('/wps/system/status', { headers })).json();
    expect(status).toMatchObject({ success: true, value: { merchantCode: 'AURUM', currency: 'CNY' } });
    const merchant = sandbox.runtime.merchants.get('AURUM');
    const encrypted = await encryptPayload(merchant!.public_key, { username: 'member01', password: 'Demo1234' });
    const login = await (
      await app.request('/wps/member/login', {
        method: 'POST',
        headers: { ...headers, Encryption: encrypted.header, loginDeviceId: 'd'.repeat(36) },
        body: JSON.stringify(encrypted.body),
      })
    ).json();
    expect(login.success).toBe(true);
    const balance = await (
      await app.request('/wps/v2/wallets/balance', { headers: { ...headers, Authorization: login.value.token } })
    ).json();
    const [row] = await sandbox.runtime.db.query<{ total: number }>(
      `SELECT sum(w.balance) AS total FROM wallets w JOIN customers c ON c.id = w.customer_id
       WHERE c.merchant_code = 'AURUM' AND c.username = 'member01'`,
    );
    expect(balance.value.sumBalance).toBe(row?.total);
    expect(balance.value.balance.length).toBeGreaterThan(8);
  });

  it('writes in a transaction: a wallet transfer moves both legs', async () => {
    const app = sandbox.app();
    const merchant = sandbox.runtime.merchants.get('AURUM')!;
    const encrypted = await encryptPayload(merchant.public_key, { username: 'member01', password: 'Demo1234' });
    const login = await (
      await app.request('/wps/member/login', {
        method: 'POST',
        headers: { ...headers, Encryption: encrypted.header, loginDeviceId: testDeviceId },
        body: JSON.stringify(encrypted.body),
      })
    ).json();
    const before = await (
      await app.request('/wps/v2/wallets/balance', { headers: { ...headers, Authorization: login.value.token } })
    ).json();
    const walletsBefore = Object.fromEntries(
      before.value.balance.map((w: { walletCode: string; availBalance: number }) => [w.walletCode, w.availBalance]),
    );
    const moved = await (
      await app.request('/wps/v2/wallets/transfer', {
        method: 'POST',
        headers: { ...headers, Authorization: login.value.token },
        body: JSON.stringify({ fromWallet: 'PT', toWallet: 'MAIN', amount: 100 }),
      })
    ).json();
    expect(moved.success).toBe(true);
    const wallets = Object.fromEntries(
      moved.value.balance.map((w: { walletCode: string; availBalance: number }) => [w.walletCode, w.availBalance]),
    );
    expect(wallets.MAIN).toBeCloseTo(walletsBefore.MAIN + 100, 2);
    expect(wallets.PT).toBeCloseTo(walletsBefore.PT - 100, 2);
  });
});

describe('tries counted before the slow check, on a server with concurrent transactions', () => {
  it('sees 40 parallel logins of one name as 40 one by one: three reach the password', async () => {
    const app = sandbox.app();
    const merchant = sandbox.runtime.merchants.get('AURUM')!;
    const login = async (password: string) => {
      const encrypted = await encryptPayload(merchant.public_key, { username: 'payer01', password });
      return (
        await app.request('/wps/member/login', {
          method: 'POST',
          headers: { ...headers, Encryption: encrypted.header, loginDeviceId: testDeviceId },
          body: JSON.stringify(encrypted.body),
        })
      ).json() as Promise<{ success: boolean; errorCode: string | null }>;
    };
    // The pool runs these on up to ten connections at once: the counter's row lock orders them.
    const codes = (await Promise.all(Array.from({ length: 40 }, (_, i) => login(`Wrong${i}`)))).map((a) => a.errorCode);
    expect(codes.filter((code) => code === 'login.password.incorrect')).toHaveLength(3);
    expect(codes.filter((code) => code === 'captcha.required')).toHaveLength(37);
    expect((await login('Demo1234')).errorCode).toBe('captcha.required');
  });
});
