import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../core/accounts';
import { createTestSandbox, type TestSandbox, testDeviceId } from '../../core/testing';
import { TRIAL_PASSWORD_HASH } from './trial.handlers';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** The free demo's call as the site sends it: public, plain JSON, the device id header. */
const freeDemo = (merchant = 'AURUM', device = testDeviceId) =>
  sandbox.call('POST', '/wps/member/login/trial', { merchant, headers: { loginDeviceId: device }, body: {} });

describe('free demo (accounts.trialLogin)', () => {
  it('creates a trial account (isAgent 4) with a demo balance and logs it in where FREEDEMO3 is on', async () => {
    const answer = await freeDemo();
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const result = answer.body.value;
    expect(result).toMatchObject({
      isAgent: 4,
      merchantCode: 'AURUM',
      firstTimeLogin: true,
      passwordExpired: false,
      passwordIsDefault: false,
      forceChangePassword: false,
      captcha: false,
      profile: { mobileNo: null, email: null },
    });
    expect(result.customerName).toMatch(/^demo\d{6}$/);
    expect(result.nickname).toBe(result.customerName);
    const info = await sandbox.call('GET', '/wps/member/info', { token: result.token });
    expect(info.body.value).toMatchObject({ account: result.customerName, isAgent: 4 });
    const balance = await sandbox.call('GET', '/wps/v2/wallets/balance', { token: result.token });
    expect(balance.body.value.sumBalance).toBe(2000);
    const [session] = await sandbox.runtime.db.query<{ device_id: string; customer_id: number }>(
      'SELECT device_id, customer_id FROM sessions WHERE token_hash = $1',
      [hashToken(result.token)],
    );
    expect(session).toEqual({ device_id: testDeviceId, customer_id: result.customerId });
  });

  it('scales the demo balance to the merchant money unit', async () => {
    await sandbox.control('POST', '/__control/merchants/VERDE/flags', { flags: { FREEDEMO3: '1' } });
    try {
      const result = (await freeDemo('VERDE')).body.value;
      const balance = await sandbox.call('GET', '/wps/v2/wallets/balance', { token: result.token, merchant: 'VERDE' });
      expect(balance.body.value.sumBalance).toBe(2_000_000);
    } finally {
      await sandbox.control('POST', '/__control/merchants/VERDE/flags', { flags: { FREEDEMO3: '0' } });
    }
  });

  it('hands out a different account on every call, each with its own live session', async () => {
    const first = (await freeDemo()).body.value;
    const second = (await freeDemo()).body.value;
    expect(second.customerId).not.toBe(first.customerId);
    expect(second.customerName).not.toBe(first.customerName);
    expect(second.token).not.toBe(first.token);
    for (const token of [first.token, second.token]) {
      expect((await sandbox.call('GET', '/wps/member/info', { token })).body.success).toBe(true);
    }
  });

  it('answers trial.disabled where FREEDEMO3 is off, and creates nothing', async () => {
    const count = async () =>
      (
        await sandbox.runtime.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM customers WHERE merchant_code = 'VERDE' AND username LIKE 'demo%'",
        )
      )[0]?.n;
    const before = await count();
    const refused = await freeDemo('VERDE');
    expect(refused.body).toMatchObject({ success: false, errorCode: 'trial.disabled', value: null });
    expect(await count()).toBe(before);
  });

  it('follows the flag as the control API switches it', async () => {
    await sandbox.control('POST', '/__control/merchants/AURUM/flags', { flags: { FREEDEMO3: '0' } });
    try {
      expect((await freeDemo()).body.errorCode).toBe('trial.disabled');
      expect((await sandbox.call('GET', '/wps/system/settings/consolidated')).body.value.login.freeDemo).toBe(false);
    } finally {
      await sandbox.control('POST', '/__control/merchants/AURUM/flags', { flags: { FREEDEMO3: '1' } });
    }
    expect((await freeDemo()).body.success).toBe(true);
  });

  it('refuses real games to the demo account exactly as to trial01, and lets it play free trials', async () => {
    const { token } = (await freeDemo()).body.value;
    const real = await sandbox.call('POST', '/wps/game/launchGame', {
      token,
      body: { gameId: 'CQ9-RNG-001', vassalage: 'CQ9', launchMode: 'GLS', clientType: 3 },
    });
    expect(real.body.errorCode).toBe('trial.account.refused');
    const free = await sandbox.call('POST', '/wps/game/launchTrial', {
      token,
      body: { gameId: 'JILI-FISH-001', vassalage: 'JILI' },
    });
    expect(free.body.value).toMatchObject({ trial: true, walletCode: 'TRIAL' });
  });

  it('has no password anyone can log in with', async () => {
    const { customerName } = (await freeDemo()).body.value;
    for (const password of ['x', 'Demo1234', TRIAL_PASSWORD_HASH]) {
      const login = await sandbox.login(customerName, { password });
      expect(login.body.errorCode).toBe('login.password.incorrect');
    }
  });

  it('limits one address to 10 demo accounts an hour (TOO_MANY_REQUESTS), whatever device id it sends', async () => {
    // The earlier tests of this file called from the same address: start from a clean count.
    await sandbox.control('POST', '/__control/reset', {});
    const device = 'ffffffffffffffffffffffffffffffffffff';
    for (let n = 0; n < 10; n++) {
      // A new device id per call buys nothing.
      expect((await freeDemo('AURUM', `${device.slice(0, -2)}${String(n).padStart(2, '0')}`)).body.success).toBe(true);
    }
    const limited = await freeDemo('AURUM', device);
    expect(limited.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(limited.body.value.retryAfterMs).toBeGreaterThan(0);
    expect((await freeDemo('AURUM', `${device.slice(0, -1)}e`)).body.errorCode).toBe('TOO_MANY_REQUESTS');
    // The control API's reset clears it.
    await sandbox.control('POST', '/__control/reset', {});
    expect((await freeDemo('AURUM', device)).body.success).toBe(true);
    for (let n = 0; n < 9; n++) await freeDemo('AURUM', device);
    expect((await freeDemo('AURUM', device)).body.errorCode).toBe('TOO_MANY_REQUESTS');
    sandbox.runtime.clock.offsetMs = 3_600_001;
    try {
      expect((await freeDemo('AURUM', device)).body.success).toBe(true);
    } finally {
      sandbox.runtime.clock.offsetMs = 0;
    }
  });
});
