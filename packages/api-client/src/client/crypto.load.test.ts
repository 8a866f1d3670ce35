import * as crypto from '@platform/crypto';
import { describe, expect, it, vi } from 'vitest';
import { importCrypto as requireCrypto } from './crypto.import.cjs';
import { type CryptoModule, createCryptoLoader, loadCrypto } from './crypto.load';

describe('createCryptoLoader', () => {
  it('imports nothing until the first call asks for the crypto package', async () => {
    const load = vi.fn(async () => crypto);
    const loader = createCryptoLoader(load);
    expect(load).not.toHaveBeenCalled();
    await expect(loader()).resolves.toBe(crypto);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one import between concurrent first calls and keeps it for later ones', async () => {
    let finish: (module: CryptoModule) => void = () => undefined;
    const load = vi.fn(() => new Promise<CryptoModule>((resolve) => (finish = resolve)));
    const loader = createCryptoLoader(load);
    const first = loader();
    const second = loader();
    finish(crypto);
    expect(await first).toBe(await second);
    await loader();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the import again after a failed one instead of failing every later sensitive post', async () => {
    const load = vi.fn<() => Promise<CryptoModule>>();
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(crypto);
    const loader = createCryptoLoader(load);
    await expect(loader()).rejects.toThrow('Failed to fetch');
    await expect(loader()).resolves.toBe(crypto);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the real package by default', async () => {
    const module = await loadCrypto();
    expect(module.encryptPayload).toBe(crypto.encryptPayload);
    expect(module.resolveDeviceId).toBe(crypto.resolveDeviceId);
  });

  it('gives the CommonJS build the same package, required with the client', async () => {
    const module = await requireCrypto();
    expect(module.encryptPayload).toBe(crypto.encryptPayload);
    expect(module.importPublicKey).toBe(crypto.importPublicKey);
  });
});
