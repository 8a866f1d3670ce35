/**
 * Every fixed number of the package in one table, named after its meaning (spec: ARCHITECTURE.md "Wire format";
 * points-centres-lottery.md §3 and §9 for the device id).
 */
export const CRYPTO_CONSTANTS = {
  /** RSA-OAEP hash; the merchant's key pair and the sandbox use the same. */
  rsaHash: 'SHA-256',
  /** Modulus of generated merchant key pairs. */
  rsaModulusBits: 2048,
  /** AES-256-GCM: a fresh 32-byte key per request. */
  aesKeyBytes: 32,
  /** GCM's recommended nonce size; sent in front of the ciphertext. */
  ivBytes: 12,
  /** GCM authentication tag, appended to the ciphertext by WebCrypto. */
  tagBytes: 16,
  /** Imported keys kept per key string, so passing the same base64 key twice does not re-import it. */
  importedKeyCacheSize: 8,
} as const;

/** A device id is valid only at exactly 36 characters (points-centres-lottery.md §5, §9). */
export const DEVICE_ID_LENGTH = 36 as const;

export const DEVICE_ID_CONSTANTS = {
  /** The cookie copy of the device id lives this long (points-centres-lottery.md §9: "stored 365 days"). */
  cookieMaxAgeDays: 365,
  /** Key under which the id is kept in local storage, and the cookie's name. */
  storageKey: 'deviceId',
} as const;
