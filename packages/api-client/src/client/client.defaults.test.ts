import { getEventListeners } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeFlag } from '../contract/routes';
import { createApiClient, createClientFromRoutes } from './client';
import { envelope, fakeServer, testClient } from './client.test-helpers';
import { sleep } from './request.send';

describe('real defaults: global fetch and timers, console logger', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Record<string, string | string[] | undefined>[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers);
      response.setHeader('Content-Type', 'application/json');
      if (request.url?.startsWith('/wps/system/publicKey')) {
        response.statusCode = 502;
        response.end('{"success":false,"value":null,"message":null,"errorCode":null}');
        return;
      }
      response.end('{"success":true,"value":{"ok":1},"message":null,"errorCode":null}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('calls over real HTTP with the default device and language', async () => {
    const client = createApiClient({ baseUrl, merchantCode: 'AURUM', retryLimit: 0 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(client.system.publicKey()).rejects.toMatchObject({ status: 502 });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('HTTP 502 on GET'),
      expect.objectContaining({ endpoint: 'system.publicKey' }),
    );
    warn.mockRestore();
    expect(seen.at(-1)).toMatchObject({ merchant: 'AURUM', device: 'web', language: 'CN' });
  });
});

describe('the device id', () => {
  it('is asked again when resolving it failed', async () => {
    let attempts = 0;
    const server = fakeServer();
    const client = createClientFromRoutes(
      { accounts: { register: ['POST', '/wps/member/register', routeFlag.loginDeviceId] } },
      {
        baseUrl: 'http://api.test',
        merchantCode: 'AURUM',
        fetch: server.fetch,
        getDeviceId: async () => {
          attempts++;
          if (attempts === 1) throw new Error('storage locked');
          return 'g'.repeat(36);
        },
      },
    );
    await expect(client.accounts?.register?.({})).rejects.toThrow('storage locked');
    await expect(client.accounts?.register?.({})).resolves.toBe(true);
    expect(server.requests.map((r) => r.headers.logindeviceid)).toEqual(['g'.repeat(36)]);
  });
});

describe('signals and waits', () => {
  it("leaves nothing listening on the caller's signal once a call settles", async () => {
    const { api } = testClient(fakeServer());
    const controller = new AbortController();
    await api.system.status(undefined, { signal: controller.signal });
    await api.wallet.transfer({}, { signal: controller.signal });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it("passes the caller's abort to the request on the wire", async () => {
    let wireSignal: AbortSignal | undefined;
    const { api } = testClient(
      fakeServer((_recorded, raw) => {
        wireSignal = raw.signal;
        return new Promise<Response>(() => {});
      }),
    );
    const controller = new AbortController();
    const call = api.system.status(undefined, { signal: controller.signal });
    await vi.waitFor(() => expect(wireSignal).toBeDefined());
    controller.abort('left');
    await expect(call).rejects.toBe('left');
    expect([wireSignal?.aborted, wireSignal?.reason]).toEqual([true, 'left']);
  });

  it('does not wait when the signal has already aborted', async () => {
    const timers = { setTimeout: vi.fn(), clearTimeout: vi.fn() };
    await expect(sleep(100, timers, AbortSignal.abort('gone'))).rejects.toBe('gone');
    expect(timers.setTimeout).not.toHaveBeenCalled();
  });
});

describe('bodies that break while read', () => {
  it('count as a network error', async () => {
    const broken = new ReadableStream({
      pull(controller) {
        controller.error(new TypeError('connection reset'));
      },
    });
    const server = fakeServer(() => new Response(broken, { status: 200 }));
    const { api, messages } = testClient(server);
    await expect(api.wallet.transfer({})).rejects.toMatchObject({ name: 'NetworkError', rule: 'network error' });
    expect(messages.map((m) => m.key)).toEqual(['errors.network']);
  });
});

describe('domains that load lazily', () => {
  it('loads the list again after a failed load', async () => {
    let loads = 0;
    const { api } = testClient(
      fakeServer((r) => envelope(new URL(r.url).origin)),
      {
        baseUrl: undefined,
        domains: async () => {
          loads++;
          if (loads === 1) throw new Error('domainRoute failed');
          return ['ok.test'];
        },
      },
    );
    await expect(api.system.status()).rejects.toThrow('domainRoute failed');
    await expect(api.system.status()).resolves.toBe('https://ok.test');
  });

  it('has nothing to switch to without a list', async () => {
    const { api } = testClient(fakeServer());
    await expect(api.switchDomain()).resolves.toBeUndefined();
    expect(api.getOrigin()).toBe('http://api.test');
  });
});
