import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from '../../core/testing';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('control API guard and index', () => {
  it('refuses calls without the key and lists every call with the key', async () => {
    expect((await sandbox.app().request('/__control/faults')).status).toBe(401);
    expect((await sandbox.app().request('/__control', { headers: { 'X-Control-Key': 'wrong' } })).status).toBe(401);
    const index = await sandbox.control('GET', '/__control');
    expect(index.body.value.length).toBeGreaterThan(20);
    expect(index.body.value.map((c: { call: string }) => c.call)).toContain('POST /__control/faults');
  });

  it('answers 400 for a bad body and 404 for an unknown player or merchant', async () => {
    expect((await sandbox.control('POST', '/__control/faults', { path: 5 })).status).toBe(400);
    expect(
      (
        await sandbox.control('POST', '/__control/inbox', {
          merchant: 'AURUM',
          username: 'ghost',
          title: 't',
          content: 'c',
        })
      ).status,
    ).toBe(404);
    expect((await sandbox.control('POST', '/__control/merchants/NOPE/region', { restricted: true })).status).toBe(404);
  });
});

describe('faults', () => {
  it('answers an injected errorCode for N calls on one merchant, then recovers', async () => {
    await sandbox.control('POST', '/__control/faults', {
      path: '/wps/game/vendors',
      merchant: 'VERDE',
      errorCode: 'TOO_MANY_REQUESTS',
      times: 2,
    });
    expect((await sandbox.call('GET', '/wps/game/vendors')).body.success).toBe(true);
    expect((await sandbox.call('GET', '/wps/game/vendors', { merchant: 'VERDE' })).body.errorCode).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect((await sandbox.call('GET', '/wps/game/vendors', { merchant: 'VERDE' })).body.errorCode).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect((await sandbox.call('GET', '/wps/game/vendors', { merchant: 'VERDE' })).body.success).toBe(true);
  });

  it('answers injected HTTP 401, 502 and 504 on a path prefix', async () => {
    for (const status of [401, 502, 504]) {
      await sandbox.control('POST', '/__control/faults', { path: '/wps/member/*', status });
      const token = await sandbox.tokenFor('member01');
      expect((await sandbox.call('GET', '/wps/member/info', { token })).status).toBe(status);
    }
  });

  it('delays a call by at least the injected time', async () => {
    await sandbox.control('POST', '/__control/faults', { path: '/wps/system/test/ping', delayMs: 300 });
    const started = Date.now();
    const answer = await sandbox.call('GET', '/wps/system/test/ping');
    expect(answer.body.success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('breaks one bot-check server while the next one answers (fallback)', async () => {
    await sandbox.control('POST', '/__control/faults', { path: '/stand-in/geetest/s1/*', status: 502, times: 5 });
    const broken = await sandbox.app().request('/stand-in/geetest/s1/load?captcha_id=sandbox-verde-geetest');
    expect(broken.status).toBe(502);
    const next = await sandbox.app().request('/stand-in/geetest/s2/load?captcha_id=sandbox-verde-geetest');
    expect(((await next.json()) as { status: string }).status).toBe('success');
    const script = await (await sandbox.app().request('/stand-in/geetest/gt4.js')).text();
    expect(script).toContain('window.initGeetest4');
    expect(script).toContain("'60204'");
    await sandbox.control('DELETE', '/__control/faults');
    expect((await sandbox.control('GET', '/__control/faults')).body.value.rules).toEqual([]);
  });

  it('removes one rule by id', async () => {
    const rule = await sandbox.control('POST', '/__control/faults', {
      path: '*',
      errorCode: 'server.error',
      times: 100,
    });
    await sandbox.control('DELETE', `/__control/faults/${rule.body.value.id}`);
    expect((await sandbox.call('GET', '/wps/system/status')).body.success).toBe(true);
  });
});

describe('merchant switches', () => {
  it('puts a vendor under maintenance and takes it out again', async () => {
    const pt = async () =>
      (await sandbox.call('GET', '/wps/game/vendors')).body.value[1].vendors.find(
        (v: { vendor: string }) => v.vendor === 'PT',
      );
    await sandbox.control('POST', '/__control/merchants/AURUM/vendors/pt/maintenance', { on: true });
    expect((await pt()).underMaintenance).toBe(true);
    await sandbox.control('POST', '/__control/merchants/AURUM/vendors/PT/maintenance', { on: false });
    expect((await pt()).underMaintenance).toBe(false);
  });
});

describe('approvals, outboxes and time', () => {
  it('creates a player of its own with the demo password and an opening balance, once per name', async () => {
    const created = await sandbox.control('POST', '/__control/players', { merchant: 'AURUM', username: 'fresh01' });
    expect(created.body.value).toMatchObject({ username: 'fresh01' });
    const token = await sandbox.tokenFor('fresh01');
    const balance = await sandbox.call('GET', '/wps/v2/wallets/balance', { token });
    expect(balance.body.value.balance[0].availBalance).toBe(5000);
    const again = await sandbox.control('POST', '/__control/players', { merchant: 'AURUM', username: 'FRESH01' });
    expect(again.status).toBe(409);
    const unknown = await sandbox.control('POST', '/__control/players', { merchant: 'NOPE', username: 'fresh02' });
    expect(unknown.status).toBe(404);
  });

  it('creates and approves a deposit into the main wallet, and refuses to approve a withdrawal beyond the balance', async () => {
    const token = await sandbox.tokenFor('member01');
    const before = (await sandbox.call('GET', '/wps/v2/wallets/balance', { token })).body.value.balance[0].availBalance;
    const approved = await sandbox.control('POST', '/__control/funds', {
      merchant: 'AURUM',
      username: 'member01',
      kind: 'DEPOSIT',
      amount: 250,
    });
    expect(approved.body.value).toMatchObject({ kind: 'DEPOSIT', status: 'APPROVED', amount: 250 });
    const after = (await sandbox.call('GET', '/wps/v2/wallets/balance', { token })).body.value.balance[0].availBalance;
    expect(after).toBeCloseTo(before + 250, 2);
    const huge = await sandbox.control('POST', '/__control/funds', {
      merchant: 'AURUM',
      username: 'member01',
      kind: 'WITHDRAW',
      amount: 1e9,
    });
    expect(huge).toMatchObject({ status: 409, body: { errorCode: 'balance.not.enough' } });
    const again = await sandbox.control('POST', '/__control/funds', {
      merchant: 'AURUM',
      username: 'member01',
      kind: 'DEPOSIT',
      requestId: approved.body.value.id,
    });
    expect(again.status).toBe(409);
  });

  it('reads the SMS outbox newest first', async () => {
    await sandbox.call('POST', '/wps/member/sms/send', { merchant: 'VERDE', body: { mobileNo: '0933333333' } });
    const outbox = (await sandbox.control('GET', '/__control/sms?merchant=VERDE&mobile=0933333333')).body.value;
    expect(outbox[0]).toMatchObject({
      mobile: '0933333333',
      purpose: 'register',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(outbox[0].text).toContain(outbox[0].code);
  });

  it('moves the clock and resets it with everything else', async () => {
    const moved = await sandbox.control('POST', '/__control/clock', { advanceMs: 86_400_000 });
    expect(moved.body.value.offsetMs).toBe(86_400_000);
    const status = (await sandbox.call('GET', '/wps/system/status')).body.value;
    expect(status.serverTime - Date.now()).toBeGreaterThan(86_000_000);
    await sandbox.control('POST', '/__control/faults', { path: '*', errorCode: 'server.error', times: 100 });
    await sandbox.control('POST', '/__control/reset');
    expect((await sandbox.control('GET', '/__control/clock')).body.value.offsetMs).toBe(0);
    expect((await sandbox.call('GET', '/wps/system/status')).body.success).toBe(true);
  });
});
