import { encryptPayload } from '@platform/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../index';
import { coreModule } from './core.module';
import { maxUrlBytes } from './request';
import { createTestSandbox, type TestSandbox } from './testing';

// Issue 16: the server as strict as the document (no coercion it does not show), and every API error in the envelope.
let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  token = await sandbox.tokenFor('member01');
});
afterAll(() => sandbox.close());

const raw = (path: string, init: RequestInit = {}) =>
  sandbox.app().request(path, {
    ...init,
    headers: { Merchant: 'AURUM', Device: 'web', Language: 'EN', Authorization: token, ...init.headers },
  });

describe('bodies as typed as the document', () => {
  it.each([
    ['/wps/member-centre/messages/delete', { ids: [true] }],
    ['/wps/member-centre/messages/delete', { ids: [null] }],
    ['/wps/member-centre/messages/delete', { ids: ['7'] }],
    ['/wps/member-centre/messages/read', { ids: ['7'] }],
    ['/wps/member-centre/rewards/claim', { id: '1' }],
    ['/wps/member-centre/red-envelopes/open', { id: true }],
    ['/wps/relay/contract/dailySalary', { id: '1', status: 'A' }],
    ['/wps/agent/referral-links/delete', { id: '3' }],
  ])('refuses %s %j with 400 request.invalid', async (path, body) => {
    const answer = await sandbox.call('POST', path, { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it('refuses points.convert with the amount as text ("0x10", "16")', async () => {
    for (const amount of ['0x10', '16']) {
      const answer = await sandbox.call('POST', '/wps/relay/convertPoint', {
        token,
        encrypt: true,
        body: { amount, password: 'Demo1234' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^amount:/);
    }
  });

  it('reads query numbers only as decimal text', async () => {
    const ok = await sandbox.call('GET', '/wps/game/list', { query: { vassalage: 'PT', pageSize: '10' } });
    expect(ok.body.value.pageSize).toBe(10);
    for (const pageSize of ['0x10', '1e1', ' 10', '']) {
      const answer = await sandbox.call('GET', '/wps/game/list', { query: { vassalage: 'PT', pageSize } });
      expect(answer.status).toBe(400);
    }
  });
});

describe('headers', () => {
  it('refuses a Device or Language the document does not allow', async () => {
    const bad: Record<string, string>[] = [{ Device: 'ios' }, { Language: 'FR' }, { Language: 'en' }];
    for (const headers of bad) {
      const response = await raw('/wps/system/publicKey', { headers });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
  });

  it('asks login for a loginDeviceId of 36 characters', async () => {
    // payer01: a login replaces the session, and the other tests of this file use member01's.
    const body = { username: 'payer01', password: 'Demo1234', type: 'username' };
    expect((await sandbox.call('POST', '/wps/member/login', { encrypt: true, body })).body.success).toBe(true);
    for (const loginDeviceId of ['', 'x', 'a'.repeat(35), 'a'.repeat(37)]) {
      const refused = await sandbox.call('POST', '/wps/member/login', {
        encrypt: true,
        headers: { loginDeviceId },
        body,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^loginDeviceId/);
    }
    // Without the header at all.
    const key = sandbox.runtime.merchants.get('AURUM')?.public_key as string;
    const sealed = await encryptPayload(key, body);
    const response = await raw('/wps/member/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Encryption: sealed.header },
      body: JSON.stringify(sealed.body),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^loginDeviceId/);
  });
});

describe('cross-origin calls of the full sandbox', () => {
  it("answers the merchants' seeded domains with credentials, and nobody else", async () => {
    const own = await raw('/wps/v2/wallets/balance', { headers: { Origin: 'https://www.aurum.example' } });
    expect(own.headers.get('Access-Control-Allow-Origin')).toBe('https://www.aurum.example');
    expect(own.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const other = await raw('/wps/v2/wallets/balance', { headers: { Origin: 'https://www.aurum.example.evil.test' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(other.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });
});

describe('methods, media types and paths', () => {
  it('answers 405 with Allow for a wrong method on a known path', async () => {
    const response = await raw('/wps/v2/wallets/balance', { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'endpoint.unknown' });
    // The methods Allow lists are answered.
    expect((await raw('/wps/v2/wallets/balance', { method: 'HEAD' })).status).toBe(200);
    const options = await raw('/wps/v2/wallets/balance', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    const both = await raw('/wps/member-centre/sign-in', { method: 'DELETE' });
    expect(both.status).toBe(405);
    expect(both.headers.get('Allow')).toBe('GET, POST, HEAD, OPTIONS');
  });

  it('answers 415 for a JSON post sent as another media type', async () => {
    const body = JSON.stringify({ gameId: 'PT-001' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const response = await raw('/wps/game/favourites/add', {
        method: 'POST',
        body,
        headers: { 'Content-Type': type },
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    const charset = await raw('/wps/game/favourites/add', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).not.toBe(415);
  });

  it('answers the envelope for unknown paths, inside the API prefixes and outside', async () => {
    for (const path of ['/wps/nothing', '/lgw/nothing', '/nothing/at/all']) {
      const response = await raw(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'endpoint.unknown' });
    }
  });

  it('answers 431 in the envelope for a URL over 16 KB, in the app and from the listening server', async () => {
    const long = `/wps/game/list?vassalage=PT&name=${'a'.repeat(maxUrlBytes)}`;
    const inProcess = await raw(long);
    expect(inProcess.status).toBe(431);
    expect(await inProcess.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    const running = await startSandbox({ port: 0, modules: [coreModule] });
    try {
      const response = await fetch(`${running.url}/wps/system/status?q=${'a'.repeat(20 * 1024)}`);
      expect(response.status).toBe(431);
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    } finally {
      await running.close();
    }
  });
});
