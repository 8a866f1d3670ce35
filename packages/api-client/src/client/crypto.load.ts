/**
 * @platform/crypto, loaded with the first call that needs it (a sensitive post, or a login or registration that sends
 * the device id) rather than with the client: most pages never encrypt anything, and a browser app then ships the
 * encryption as a chunk of its own (crypto.import.ts; the CommonJS build requires it, crypto.import.cjs.ts).
 */
import { importCrypto } from './crypto.import';

export type CryptoModule = typeof import('@platform/crypto');

/**
 * A loader that imports once: concurrent first calls share one load, and a failed load (a chunk lost to a deploy or
 * a dropped connection) is tried again by the next call instead of failing every later sensitive post.
 */
export function createCryptoLoader(load: () => Promise<CryptoModule>): () => Promise<CryptoModule> {
  let loading: Promise<CryptoModule> | undefined;
  return () => {
    if (loading) return loading;
    const pending = load();
    loading = pending;
    pending.catch(() => {
      if (loading === pending) loading = undefined;
    });
    return pending;
  };
}

/** The crypto package, imported on first use and shared by every client of the page. */
export const loadCrypto = createCryptoLoader(importCrypto);
