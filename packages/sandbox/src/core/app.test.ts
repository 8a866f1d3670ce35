import { encryptPayload } from '@platform/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coreModule } from './core.module';
import { ApiFailure } from './failure';
import { implement } from './handlers';
import type { SandboxModule } from './module';
import { createSandbox, type Sandbox } from './sandbox';

// A probe module on the real `system.publicKey` endpoint is not enough to reach every branch, so the pipeline is
// tested through the core module plus real endpoints implemented by this file only.
let sandbox: Sandbox;
const call = (path: string, init: RequestInit = {}, merchant = 'AURUM') =>
  sandbox
    .app()
    .request(path, { ...init, headers: { Merchant: merchant, Device: 'web', Language: 'EN', ...init.headers } });

// Answers the ping by asking the store for a number beyond its integer range (a data exception, SQLSTATE 22003).
const probeModule: SandboxModule = {
  name: 'probe',
  handlers: [
    implement('system', {
      ping: async (_input, ctx) => {
        await ctx.db.query('SELECT $1::int AS n', [2 ** 40]);
        return { pong: true as const, serverTime: ctx.now() };
      },
    }),
  ],
};

beforeAll(async () => {
  sandbox = await createSandbox({ modules: [coreModule, probeModule], corsOrigins: ['http://localhost:5173'] });
});
afterAll(() => sandbox.close());

describe('the contract pipeline', () => {
  it('answers the envelope with the merchant public key', async () => {
    const response = await call('/wps/system/publicKey');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: null, errorCode: null });
    expect(body.value.publicKey).toBe(sandbox.runtime.merchants.get('AURUM')?.public_key);
  });

  it('refuses an unknown merchant with 400 merchant.unknown', async () => {
    const response = await call('/wps/system/publicKey', {}, 'NOPE');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
  });

  it('answers an injected errorCode once, then recovers', async () => {
    sandbox.runtime.faults.add({ path: '/wps/system/publicKey', errorCode: 'TOO_MANY_REQUESTS', times: 1 });
    expect(await (await call('/wps/system/publicKey')).json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    expect(await (await call('/wps/system/publicKey')).json()).toMatchObject({ success: true });
  });

  it('answers an injected HTTP status', async () => {
    sandbox.runtime.faults.add({ path: '/wps/*', status: 502 });
    expect((await call('/wps/system/publicKey')).status).toBe(502);
  });

  it('answers domain_not_available for a host marked unavailable', async () => {
    sandbox.runtime.faults.unavailableHosts.add('bad.example');
    const response = await call('/wps/system/publicKey', { headers: { Host: 'bad.example' } });
    expect(await response.json()).toMatchObject({ errorCode: 'domain_not_available' });
    sandbox.runtime.faults.unavailableHosts.clear();
  });

  it('answers 404 endpoint.unknown for a path outside the contract', async () => {
    const response = await call('/wps/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorCode: 'endpoint.unknown' });
  });
});

describe('cross-origin calls', () => {
  it('answers CORS headers to calls with an Origin, and a preflight listing the platform headers', async () => {
    const simple = await call('/wps/system/publicKey', { headers: { Origin: 'http://localhost:5173' } });
    expect(simple.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(simple.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const preflight = await sandbox.app().request('/wps/member/login', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Encryption');
  });

  it('adds no CORS headers to same-origin calls', async () => {
    const response = await call('/wps/system/publicKey');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('gives other origins, null included, no CORS headers and no credentials, and refuses their preflight', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost:5174',
      'http://localhost:5173.evil.example',
    ]) {
      const simple = await call('/wps/system/publicKey', { headers: { Origin: origin } });
      expect(simple.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(simple.headers.get('Access-Control-Allow-Credentials')).toBeNull();
      expect(simple.headers.get('Vary')).toContain('Origin');
      const preflight = await sandbox.app().request('/wps/member/login', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(await preflight.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
  });
});

describe('store errors', () => {
  it('answers a value beyond what the store holds as 400 request.invalid, not 500', async () => {
    const response = await call('/wps/system/test/ping');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});

describe('encrypted posts', () => {
  it('decrypts with the merchant private key', async () => {
    const { decryptPayload } = await import('@platform/crypto');
    const merchant = sandbox.runtime.merchants.get('AURUM')!;
    const { header, body } = await encryptPayload(merchant.public_key, { username: 'a' });
    expect(await decryptPayload(merchant.private_key, { header, body })).toEqual({ username: 'a' });
  });
});

describe('ApiFailure', () => {
  it('carries its code, status and value', () => {
    const failure = new ApiFailure('system_maintenance', 'later', { status: 200, value: { a: 1 } });
    expect([failure.code, failure.status, failure.value, failure.name]).toEqual([
      'system_maintenance',
      200,
      { a: 1 },
      'ApiFailure',
    ]);
  });
});

describe('input validation', () => {
  it('parses schemas the way the pipeline does', () => {
    expect(z.object({ page: z.coerce.number() }).parse({ page: '2' })).toEqual({ page: 2 });
  });
});
