import { generateKeyPair } from '@platform/crypto';
import { createMemoryStorage } from '@platform/session';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../testing/fake.server';
import { createPlatform } from './platform';

const merchant = { merchant: { code: 'AURUM', displayName: 'Aurum Palace' }, theme: 't', apiBaseUrl: 'http://x.test' };

describe('createPlatform', () => {
  it('resolves the device id once, at the first login, and sends that id with every login', async () => {
    const { publicKey } = await generateKeyPair();
    const server = createFakeServer({
      'GET /wps/system/publicKey': { value: { publicKey, keyId: 'k1' } },
      'POST /wps/member/login': { fail: { errorCode: 'login.password.incorrect' } },
    });
    const resolveDeviceId = vi.fn(async () => 'ffffffff-0000-4000-8000-000000000000');
    const platform = createPlatform(merchant, {
      fetch: server.fetch,
      resolveDeviceId,
      sessionStorage: createMemoryStorage(),
      localStorage: createMemoryStorage(),
    });
    // Nothing on the first page needs it: @platform/crypto is not loaded for a visitor who never logs in.
    expect(resolveDeviceId).not.toHaveBeenCalled();

    await Promise.all(
      [0, 1].map(() =>
        platform.api.accounts
          .login({ username: 'member01', password: 'wrong' }, { quiet: true })
          .catch(() => undefined),
      ),
    );
    await platform.api.accounts
      .login({ username: 'member01', password: 'wrong' }, { quiet: true })
      .catch(() => undefined);
    const ids = server.callsTo('POST /wps/member/login').map((call) => call.headers.get('loginDeviceId'));
    expect(ids).toEqual(Array(3).fill('ffffffff-0000-4000-8000-000000000000'));
    expect(resolveDeviceId).toHaveBeenCalledTimes(1);
    await expect(platform.deviceId()).resolves.toHaveLength(36);
  });

  it('resolves the device id again after a failed resolution (a chunk lost to a deploy)', async () => {
    const resolveDeviceId = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('x'.repeat(36));
    const platform = createPlatform(merchant, {
      resolveDeviceId,
      sessionStorage: createMemoryStorage(),
      localStorage: createMemoryStorage(),
    });
    await expect(platform.deviceId()).rejects.toThrow('Failed to fetch');
    await expect(platform.deviceId()).resolves.toBe('x'.repeat(36));
    await expect(platform.deviceId()).resolves.toBe('x'.repeat(36));
    expect(resolveDeviceId).toHaveBeenCalledTimes(2);
  });

  it('keeps the merchant code in session and local storage from the start', () => {
    const sessionStorage = createMemoryStorage();
    const localStorage = createMemoryStorage();
    createPlatform(merchant, { sessionStorage, localStorage, resolveDeviceId: async () => 'x'.repeat(36) });
    expect(sessionStorage.getItem('merchantCode')).toBe('AURUM');
    expect(localStorage.getItem('merchantCode')).toBe('AURUM');
  });

  it('sends the token of the pending login during a forced password change', async () => {
    const server = createFakeServer({ 'GET /wps/member/info': { fail: { errorCode: 'x' } } });
    const platform = createPlatform(merchant, {
      fetch: server.fetch,
      sessionStorage: createMemoryStorage(),
      localStorage: createMemoryStorage(),
      resolveDeviceId: async () => 'x'.repeat(36),
    });
    platform.session.login(
      { token: 'pending-token', passwordExpired: true, firstTimeLogin: false, customerName: 'm' } as never,
      { username: 'm', password: 'p', forceChangeWhenExpired: true } as never,
    );
    expect(platform.session.loggedIn).toBe(false);
    await platform.api.member.info(undefined, { quiet: true }).catch(() => undefined);
    expect(server.callsTo('GET /wps/member/info')[0]?.headers.get('Authorization')).toContain('pending-token');
  });
});
