import { describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_LENGTH } from './crypto.constants.ts';
import { CryptoError } from './crypto.errors.ts';
import { isValidDeviceId, resolveDeviceId } from './device-id.ts';
import type { DeviceIdCookies, DeviceIdStorage } from './device-id.types.ts';

const STORED = '11111111-1111-4111-8111-111111111111';
const COOKIE = '22222222-2222-4222-8222-222222222222';
const PRINT = '33333333-3333-8333-8333-333333333333';
const RANDOM = '44444444-4444-4444-8444-444444444444';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: vi.fn((key: string) => void data.delete(key)),
  } satisfies DeviceIdStorage;
  return { storage, data };
}

function memoryCookies(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const cookies = {
    get: vi.fn((name: string) => data.get(name)),
    set: vi.fn((name: string, value: string, _days: number) => void data.set(name, value)),
  } satisfies DeviceIdCookies;
  return { cookies, data };
}

function sources(storageData: Record<string, string> = {}, cookieData: Record<string, string> = {}) {
  const { storage, data: stored } = memoryStorage(storageData);
  const { cookies, data: jar } = memoryCookies(cookieData);
  const fingerprint = vi.fn(async () => PRINT);
  const randomUUID = vi.fn(() => RANDOM);
  return { storage, cookies, fingerprint, randomUUID, stored, jar };
}

describe('isValidDeviceId', () => {
  it('accepts exactly 36 characters', () => {
    expect(DEVICE_ID_LENGTH).toBe(36);
    expect(isValidDeviceId('x'.repeat(36))).toBe(true);
    expect(isValidDeviceId(STORED)).toBe(true);
  });

  it.each([['x'.repeat(35)], ['x'.repeat(37)], [''], [null], [undefined], [36]])('rejects %j', (value) => {
    expect(isValidDeviceId(value)).toBe(false);
  });
});

describe('resolveDeviceId, in the order storage, cookie, fingerprint, random', () => {
  it('uses a valid id from local storage first and asks nothing else', async () => {
    const s = sources({ deviceId: STORED }, { deviceId: COOKIE });
    await expect(resolveDeviceId(s)).resolves.toBe(STORED);
    expect(s.fingerprint).not.toHaveBeenCalled();
    expect(s.randomUUID).not.toHaveBeenCalled();
    expect(s.storage.setItem).not.toHaveBeenCalled();
    expect(s.jar.get('deviceId')).toBe(STORED);
  });

  it('copies a stored id into a missing cookie for 365 days', async () => {
    const s = sources({ deviceId: STORED });
    await resolveDeviceId(s);
    expect(s.cookies.set).toHaveBeenCalledWith('deviceId', STORED, 365);
  });

  it('clears a stored value that is not 36 characters and moves on to the cookie', async () => {
    const s = sources({ deviceId: 'too-short' }, { deviceId: COOKIE });
    await expect(resolveDeviceId(s)).resolves.toBe(COOKIE);
    expect(s.storage.removeItem).toHaveBeenCalledWith('deviceId');
    expect(s.stored.get('deviceId')).toBe(COOKIE);
    expect(s.cookies.set).not.toHaveBeenCalled();
  });

  it('uses the cookie when storage is empty and writes it back to storage', async () => {
    const s = sources({}, { deviceId: COOKIE });
    await expect(resolveDeviceId(s)).resolves.toBe(COOKIE);
    expect(s.storage.removeItem).not.toHaveBeenCalled();
    expect(s.storage.setItem).toHaveBeenCalledWith('deviceId', COOKIE);
    expect(s.fingerprint).not.toHaveBeenCalled();
  });

  it('skips a cookie that is not 36 characters and overwrites it', async () => {
    const s = sources({}, { deviceId: 'x'.repeat(40) });
    await expect(resolveDeviceId(s)).resolves.toBe(PRINT);
    expect(s.jar.get('deviceId')).toBe(PRINT);
  });

  it('falls back to the fingerprint and stores it in both places', async () => {
    const s = sources();
    await expect(resolveDeviceId(s)).resolves.toBe(PRINT);
    expect(s.randomUUID).not.toHaveBeenCalled();
    expect(s.stored.get('deviceId')).toBe(PRINT);
    expect(s.cookies.set).toHaveBeenCalledWith('deviceId', PRINT, 365);
  });

  it('falls back to a random id when the fingerprint fails', async () => {
    const s = sources();
    s.fingerprint.mockRejectedValueOnce(new Error('canvas blocked'));
    await expect(resolveDeviceId(s)).resolves.toBe(RANDOM);
    expect(s.stored.get('deviceId')).toBe(RANDOM);
    expect(s.jar.get('deviceId')).toBe(RANDOM);
  });

  it('falls back to a random id when the fingerprint is not 36 characters', async () => {
    const s = sources();
    s.fingerprint.mockResolvedValueOnce('abc');
    await expect(resolveDeviceId(s)).resolves.toBe(RANDOM);
  });

  it('uses a random id when there is no fingerprint source', async () => {
    const s = sources();
    await expect(resolveDeviceId({ ...s, fingerprint: null })).resolves.toBe(RANDOM);
  });

  it('works with every source switched off', async () => {
    const randomUUID = () => RANDOM;
    await expect(resolveDeviceId({ storage: null, cookies: null, fingerprint: null, randomUUID })).resolves.toBe(
      RANDOM,
    );
  });

  it('treats storage and cookies that throw as empty', async () => {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const storage = { getItem: fail, setItem: fail, removeItem: fail };
    const cookies = { get: fail, set: fail };
    await expect(resolveDeviceId({ storage, cookies, fingerprint: async () => PRINT })).resolves.toBe(PRINT);
  });

  it('clears an invalid stored value even when the storage refuses to', async () => {
    const storage = {
      getItem: () => 'bad',
      setItem: vi.fn(),
      removeItem: () => {
        throw new Error('quota');
      },
    };
    await expect(
      resolveDeviceId({ storage, cookies: null, fingerprint: null, randomUUID: () => RANDOM }),
    ).resolves.toBe(RANDOM);
    expect(storage.setItem).toHaveBeenCalledWith('deviceId', RANDOM);
  });

  it('uses the configured storage key for storage and cookie', async () => {
    const s = sources({ pid: STORED }, {});
    await expect(resolveDeviceId({ ...s, storageKey: 'pid' })).resolves.toBe(STORED);
    expect(s.cookies.set).toHaveBeenCalledWith('pid', STORED, 365);
  });

  it('throws a CryptoError when the random source gives a value that is not 36 characters', async () => {
    await expect(
      resolveDeviceId({ storage: null, cookies: null, fingerprint: null, randomUUID: () => 'short' }),
    ).rejects.toThrow(CryptoError);
  });

  it('returns a random 36-character UUID with the real defaults outside a browser', async () => {
    const id = await resolveDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await resolveDeviceId()).not.toBe(id);
  });
});
