import { decryptPayload, generateKeyPair } from '@platform/crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { envelope, failure, fakeServer, testClient } from './client.test-helpers';

let keys: { publicKey: string; privateKey: string };
let rotated: { publicKey: string; privateKey: string };
beforeAll(async () => {
  [keys, rotated] = await Promise.all([generateKeyPair(), generateKeyPair()]);
});

describe('headers on every call', () => {
  it('sends Merchant, Device web, Language CN and no Authorization by default', async () => {
    const server = fakeServer();
    await testClient(server).api.system.status();
    expect(server.requests[0]?.headers).toMatchObject({ merchant: 'AURUM', device: 'web', language: 'CN' });
    expect(server.requests[0]?.headers).not.toHaveProperty('authorization');
  });

  it('sends the token, the device and a language read on every call', async () => {
    const server = fakeServer();
    let language: 'EN' | 'TH' = 'EN';
    const { api } = testClient(server, { getToken: async () => 'tok-1', device: 'h5', language: () => language });
    await api.system.status();
    language = 'TH';
    await api.system.status();
    expect(server.requests.map((r) => [r.headers.authorization, r.headers.device, r.headers.language])).toEqual([
      ['tok-1', 'h5', 'EN'],
      ['tok-1', 'h5', 'TH'],
    ]);
  });

  it('changes the language with setLanguage', async () => {
    const server = fakeServer();
    const { api } = testClient(server, { language: 'JA' });
    api.setLanguage('VI');
    await api.system.status();
    expect(server.requests[0]?.headers.language).toBe('VI');
  });

  it('adds loginDeviceId only on the endpoints flagged for it, resolving the id once', async () => {
    let resolved = 0;
    const server = fakeServer((request) =>
      request.url.endsWith('/publicKey') ? envelope({ publicKey: keys.publicKey, keyId: 'k1' }) : envelope(true),
    );
    const { api } = testClient(server, {
      getDeviceId: async () => {
        resolved++;
        return 'e'.repeat(36);
      },
    });
    await Promise.all([api.accounts.login({ username: 'a' }), api.accounts.login({ username: 'b' })]);
    await api.wallet.transfer({ amount: 1 });
    const logins = server.requests.filter((r) => r.url.endsWith('/login'));
    expect(logins.map((r) => r.headers.logindeviceid)).toEqual(['e'.repeat(36), 'e'.repeat(36)]);
    expect(server.requests.find((r) => r.url.endsWith('/transfer'))?.headers).not.toHaveProperty('logindeviceid');
    expect(resolved).toBe(1);
  });

  it('sends no body on GET and DELETE, and the input as query parameters', async () => {
    const server = fakeServer();
    const { api } = testClient(server);
    await api.member.remove({ gameId: 7, tags: ['a', 'b'], skip: undefined });
    expect(server.requests[0]).toMatchObject({
      method: 'DELETE',
      url: 'http://api.test/wps/member/favourite?gameId=7&tags=a&tags=b',
      body: '',
    });
  });

  it('sends PUT and POST inputs as JSON', async () => {
    const server = fakeServer();
    const { api } = testClient(server);
    await api.member.update({ nickname: 'Neo' });
    expect(server.requests[0]).toMatchObject({ method: 'PUT', body: '{"nickname":"Neo"}' });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('keeps a path prefix of baseUrl', async () => {
    const server = fakeServer();
    await testClient(server, { baseUrl: 'https://api.test/gateway/' }).api.system.status();
    expect(server.requests[0]?.url).toBe('https://api.test/gateway/wps/system/status');
  });
});

describe('results', () => {
  it('resolves with the unwrapped value', async () => {
    const server = fakeServer(() => envelope({ list: [1, 2] }));
    await expect(testClient(server).api.system.status()).resolves.toEqual({ list: [1, 2] });
  });

  it('resolves with null when a success carries no value', async () => {
    const server = fakeServer(() => Response.json({ success: true, message: null, errorCode: null }));
    await expect(testClient(server).api.system.status()).resolves.toBeNull();
  });
});

describe('form encoding', () => {
  it('sends the endpoints flagged form as application/x-www-form-urlencoded', async () => {
    const server = fakeServer();
    await testClient(server).api.accounts.forgotByEmail({ username: 'player01', email: 'p@x.test' });
    expect(server.requests[0]?.body).toBe('username=player01&email=p%40x.test');
    expect(server.requests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });
});

describe('encryption of sensitive posts', () => {
  const keyServer = (
    publicKey: () => string,
    onLogin: (r: { headers: Record<string, string>; body: string }) => Response | Promise<Response>,
  ) =>
    fakeServer((request) =>
      request.url.endsWith('/publicKey') ? envelope({ publicKey: publicKey(), keyId: 'k' }) : onLogin(request),
    );

  it('sends { value } with the Encryption header, decryptable with the merchant private key', async () => {
    let received: unknown;
    const server = keyServer(
      () => keys.publicKey,
      async (request) => {
        received = await decryptPayload(keys.privateKey, {
          header: request.headers.encryption,
          body: JSON.parse(request.body),
        });
        return envelope({ token: 't' });
      },
    );
    await expect(testClient(server).api.accounts.login({ username: 'player01', password: 'S3cret!' })).resolves.toEqual(
      {
        token: 't',
      },
    );
    const login = server.requests.find((r) => r.url.endsWith('/login'));
    expect(Object.keys(JSON.parse(login?.body ?? '{}'))).toEqual(['value']);
    expect(login?.body).not.toContain('S3cret');
    expect(received).toEqual({ username: 'player01', password: 'S3cret!' });
  });

  it('fetches the public key lazily, once per client', async () => {
    const server = keyServer(
      () => keys.publicKey,
      () => envelope(true),
    );
    const { api } = testClient(server);
    expect(server.requests).toHaveLength(0);
    await Promise.all([api.accounts.login({ a: 1 }), api.accounts.login({ a: 2 })]);
    await api.accounts.login({ a: 3 });
    expect(server.requests.filter((r) => r.url.endsWith('/publicKey'))).toHaveLength(1);
  });

  it('refetches the key once and resends when the server cannot decrypt (key rotation)', async () => {
    let current = keys;
    const server = keyServer(
      () => current.publicKey,
      async (request) => {
        try {
          const body = JSON.parse(request.body);
          await decryptPayload(current.privateKey, { header: request.headers.encryption, body });
          return envelope('in');
        } catch {
          return failure('request.encryption.invalid', 'The request could not be decrypted.', { status: 400 });
        }
      },
    );
    const { api, messages } = testClient(server);
    await expect(api.accounts.login({ username: 'a' })).resolves.toBe('in');
    current = rotated;
    await expect(api.accounts.login({ username: 'a' })).resolves.toBe('in');
    expect(server.requests.map((r) => r.url.replace('http://api.test/wps/', ''))).toEqual([
      'system/publicKey',
      'member/login',
      'member/login',
      'system/publicKey',
      'member/login',
    ]);
    expect(messages).toEqual([]);
  });

  it('reports request.encryption.invalid after the one refetch fails too', async () => {
    const server = keyServer(
      () => keys.publicKey,
      () => failure('request.encryption.invalid', 'The request could not be decrypted.', { status: 400 }),
    );
    const { api, messages } = testClient(server);
    await expect(api.accounts.login({ username: 'a' })).rejects.toMatchObject({ code: 'request.encryption.invalid' });
    expect(server.requests.filter((r) => r.url.endsWith('/login'))).toHaveLength(2);
    expect(messages.map((m) => m.text)).toEqual(['The request could not be decrypted.']);
  });

  it('fails the sensitive post with the key fetch error, and fetches again next time', async () => {
    let keyAnswers = 0;
    const server = fakeServer((request) => {
      if (!request.url.endsWith('/publicKey')) return envelope(true);
      keyAnswers++;
      return keyAnswers === 1
        ? failure('server.error', 'Unexpected server error.', { status: 500 })
        : envelope({ publicKey: keys.publicKey, keyId: 'k' });
    });
    const { api } = testClient(server);
    await expect(api.accounts.login({})).rejects.toMatchObject({ endpoint: 'system.publicKey', code: 'server.error' });
    await expect(api.accounts.login({})).resolves.toBe(true);
  });

  it('refuses to encrypt without a system.publicKey route', async () => {
    const { createClientFromRoutes } = await import('./client');
    const client = createClientFromRoutes(
      { accounts: { login: ['POST', '/wps/member/login', 1] } },
      { baseUrl: 'http://api.test', merchantCode: 'AURUM', fetch: fakeServer().fetch },
    );
    await expect(client.accounts?.login?.({})).rejects.toThrow(/no system.publicKey/);
  });
});

describe('createApiClient', () => {
  it('builds a method for every route of the contract, grouped by resource', async () => {
    const server = fakeServer(() => envelope({ publicKey: 'k', keyId: '1' }));
    const client = createApiClient({ baseUrl: 'http://api.test', merchantCode: 'AURUM', fetch: server.fetch });
    await expect(client.system.publicKey()).resolves.toEqual({ publicKey: 'k', keyId: '1' });
    expect(server.requests[0]?.url).toBe('http://api.test/wps/system/publicKey');
  });

  it('needs a merchant code and an address', () => {
    expect(() => createApiClient({ merchantCode: '', baseUrl: 'http://a.test' })).toThrow(/merchantCode/);
    expect(() => createApiClient({ merchantCode: 'AURUM' })).toThrow(/baseUrl/);
  });
});
