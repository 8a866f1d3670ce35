import { CRYPTO_CONSTANTS } from './crypto.constants.ts';
import { fromBase64, subtle, toBase64 } from './crypto.encoding.ts';
import { InvalidKeyError, isCryptoError } from './crypto.errors.ts';

const RSA_OAEP: RsaHashedImportParams = { name: 'RSA-OAEP', hash: CRYPTO_CONSTANTS.rsaHash };

/** Merchants often hand out keys as PEM; the armour lines are dropped so both forms import. */
function keyBytes(text: string, kind: string): Uint8Array<ArrayBuffer> {
  if (typeof text !== 'string') throw new InvalidKeyError(`${kind} key must be a base64 string`);
  const body = text.replace(/-----(BEGIN|END)[A-Z ]+-----/g, '');
  try {
    return fromBase64(body, `${kind} key`);
  } catch (error) {
    throw new InvalidKeyError(`${kind} key is not valid base64`, { cause: error });
  }
}

async function importKey(
  format: 'spki' | 'pkcs8',
  text: string,
  usages: KeyUsage[],
  kind: 'public' | 'private',
): Promise<CryptoKey> {
  const bytes = keyBytes(text, kind);
  try {
    return await subtle().importKey(format, bytes, RSA_OAEP, false, usages);
  } catch (error) {
    if (isCryptoError(error)) throw error;
    throw new InvalidKeyError(`${kind} key is not an RSA-OAEP ${format.toUpperCase()} key`, { cause: error });
  }
}

/** Imports a merchant's RSA-OAEP (SHA-256) public key from SPKI base64 (PEM armour allowed). */
export function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return importKey('spki', spkiBase64, ['encrypt'], 'public');
}

/** Imports an RSA-OAEP (SHA-256) private key from PKCS#8 base64 (PEM armour allowed); server side only. */
export function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return importKey('pkcs8', pkcs8Base64, ['decrypt'], 'private');
}

/** A fresh RSA-OAEP 2048 / SHA-256 merchant key pair, both halves as base64 (SPKI public, PKCS#8 private). */
export async function generateKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await subtle().generateKey(
    {
      ...RSA_OAEP,
      modulusLength: CRYPTO_CONSTANTS.rsaModulusBits,
      publicExponent: new Uint8Array([1, 0, 1]),
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const [spki, pkcs8] = await Promise.all([
    subtle().exportKey('spki', pair.publicKey),
    subtle().exportKey('pkcs8', pair.privateKey),
  ]);
  return { publicKey: toBase64(new Uint8Array(spki)), privateKey: toBase64(new Uint8Array(pkcs8)) };
}

function assertRsaOaep(key: CryptoKey, type: KeyType): CryptoKey {
  if (key.type !== type || key.algorithm.name !== 'RSA-OAEP') {
    throw new InvalidKeyError(`expected an RSA-OAEP ${type} key, got a ${key.algorithm.name} ${key.type} key`);
  }
  return key;
}

/** Most callers pass the same key string on every request; imports are remembered per string (bounded). */
const imported = new Map<string, Promise<CryptoKey>>();

function cachedImport(text: string, load: (text: string) => Promise<CryptoKey>, type: KeyType): Promise<CryptoKey> {
  const cacheKey = `${type}:${text}`;
  let pending = imported.get(cacheKey);
  if (!pending) {
    pending = load(text);
    imported.set(cacheKey, pending);
    // A key that fails to import is not remembered, so a corrected configuration is picked up.
    pending.catch(() => imported.delete(cacheKey));
    if (imported.size > CRYPTO_CONSTANTS.importedKeyCacheSize) {
      const oldest = imported.keys().next().value as string;
      imported.delete(oldest);
    }
  }
  return pending;
}

/** Accepts a CryptoKey or a base64 string and returns a checked RSA-OAEP key of the wanted type. */
export async function resolveKey(key: CryptoKey | string, type: 'public' | 'private'): Promise<CryptoKey> {
  if (typeof key === 'string') {
    return cachedImport(key, type === 'public' ? importPublicKey : importPrivateKey, type);
  }
  if (typeof key !== 'object' || key === null || !('algorithm' in key)) {
    throw new InvalidKeyError(`expected a CryptoKey or a base64 ${type} key`);
  }
  return assertRsaOaep(key, type);
}
