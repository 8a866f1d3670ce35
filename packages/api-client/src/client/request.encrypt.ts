/**
 * The merchant's public key for sensitive posts: fetched lazily, once per client, and fetched again when the server
 * cannot decrypt (`request.encryption.invalid`: the merchant rotated its key pair). The encryption code itself loads
 * with the first sensitive post, beside the key fetch (crypto.load.ts).
 */
import { CONTENT_TYPES } from './client.constants';
import { loadCrypto } from './crypto.load';
import type { WireBody } from './request.build';

export interface KeyStore {
  /** The key in use; concurrent first calls share one fetch. */
  get(): Promise<CryptoKey>;
  /** Forgets `used` if it is still the key in use, so calls that failed together refetch once. */
  invalidate(used: Promise<CryptoKey>): void;
}

export function createKeyStore(fetchPublicKey: () => Promise<string>): KeyStore {
  let current: Promise<CryptoKey> | undefined;
  return {
    get() {
      if (current) return current;
      const pending = Promise.all([fetchPublicKey(), loadCrypto()]).then(([publicKey, crypto]) =>
        crypto.importPublicKey(publicKey),
      );
      current = pending;
      // A failed fetch is not cached: the next sensitive post tries again.
      pending.catch(() => {
        if (current === pending) current = undefined;
      });
      return pending;
    },
    invalidate(used) {
      if (current === used) current = undefined;
    },
  };
}

/** The encrypted body `{ value }` and the `Encryption` header of a sensitive post. */
export async function encryptedBody(key: CryptoKey, input: unknown): Promise<WireBody & { encryption: string }> {
  const { encryptPayload } = await loadCrypto();
  const { header, body } = await encryptPayload(key, input ?? {});
  return { body: JSON.stringify(body), contentType: CONTENT_TYPES.json, encryption: header };
}
