/**
 * Hybrid encryption of sensitive posts (ARCHITECTURE.md, "Wire format"): a fresh AES-256-GCM key per request encrypts
 * JSON.stringify(payload); that key travels RSA-OAEP-wrapped in the `Encryption` header.
 */
import { CRYPTO_CONSTANTS } from './crypto.constants.ts';
import { fromBase64, subtle, toBase64, utf8Decoder, utf8Encoder } from './crypto.encoding.ts';
import { MalformedPayloadError, TamperedPayloadError, WrongKeyError } from './crypto.errors.ts';
import { resolveKey } from './crypto.keys.ts';

export interface EncryptedRequest {
  /** Value of the `Encryption` header: the random AES-256 key wrapped with the merchant's RSA-OAEP (SHA-256) public
   * key, base64. */
  header: string;
  /** The JSON body to send: `{ value }`, value = base64(12-byte IV ‖ AES-256-GCM ciphertext with tag) of
   * JSON.stringify(payload). */
  body: { value: string };
}

/** What the server receives: the `Encryption` header (absent when the client sent plain text) and the parsed body. */
export interface EncryptedRequestInput {
  header: string | null | undefined;
  body: unknown;
}

const { aesKeyBytes, ivBytes, tagBytes } = CRYPTO_CONSTANTS;

function serialise(payload: unknown): Uint8Array<ArrayBuffer> {
  let text: string | undefined;
  try {
    text = JSON.stringify(payload);
  } catch (error) {
    throw new MalformedPayloadError('payload cannot be serialised to JSON', { cause: error });
  }
  if (text === undefined) throw new MalformedPayloadError('payload serialises to nothing (undefined or a function)');
  return utf8Encoder.encode(text);
}

/** Encrypts `payload` for the merchant whose public key is given (CryptoKey, or SPKI base64 imported once). */
export async function encryptPayload(publicKey: CryptoKey | string, payload: unknown): Promise<EncryptedRequest> {
  const plaintext = serialise(payload);
  const key = await resolveKey(publicKey, 'public');
  const crypto = subtle();
  // Random bytes imported as a raw key cost one call fewer than generateKey followed by exportKey.
  const rawKey = globalThis.crypto.getRandomValues(new Uint8Array(aesKeyBytes));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(ivBytes));
  const [aesKey, wrapped] = await Promise.all([
    crypto.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']),
    crypto.encrypt({ name: 'RSA-OAEP' }, key, rawKey),
  ]);
  const ciphertext = new Uint8Array(await crypto.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const sealed = new Uint8Array(ivBytes + ciphertext.length);
  sealed.set(iv, 0);
  sealed.set(ciphertext, ivBytes);
  return { header: toBase64(new Uint8Array(wrapped)), body: { value: toBase64(sealed) } };
}

function bodyValue(body: unknown): string {
  if (typeof body !== 'object' || body === null || typeof (body as { value?: unknown }).value !== 'string') {
    throw new MalformedPayloadError('encrypted body must be { value: string }');
  }
  return (body as { value: string }).value;
}

async function unwrapKey(privateKey: CryptoKey, header: string): Promise<CryptoKey> {
  const wrapped = fromBase64(header, 'Encryption header');
  let raw: ArrayBuffer;
  try {
    raw = await subtle().decrypt({ name: 'RSA-OAEP' }, privateKey, wrapped);
  } catch (error) {
    throw new WrongKeyError('the Encryption header cannot be unwrapped with this private key', { cause: error });
  }
  if (raw.byteLength !== aesKeyBytes) {
    throw new MalformedPayloadError(`the Encryption header holds a ${raw.byteLength}-byte key, not an AES-256 key`);
  }
  return subtle().importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
}

/**
 * Server side: unwraps the AES key with the merchant's private key, authenticates and decrypts the body and parses the
 * JSON. Throws MalformedPayloadError, WrongKeyError or TamperedPayloadError (see crypto.errors.ts).
 */
export async function decryptPayload<T = unknown>(
  privateKey: CryptoKey | string,
  request: EncryptedRequestInput,
): Promise<T> {
  const key = await resolveKey(privateKey, 'private');
  const { header, body } = request;
  if (typeof header !== 'string' || header.length === 0) {
    throw new MalformedPayloadError('the Encryption header is missing');
  }
  const sealed = fromBase64(bodyValue(body), 'encrypted body value');
  if (sealed.length < ivBytes + tagBytes) {
    throw new MalformedPayloadError(
      `encrypted body is ${sealed.length} bytes, too short for a ${ivBytes}-byte IV and tag`,
    );
  }
  const aesKey = await unwrapKey(key, header);
  let plaintext: ArrayBuffer;
  try {
    plaintext = await subtle().decrypt(
      { name: 'AES-GCM', iv: sealed.subarray(0, ivBytes) },
      aesKey,
      sealed.subarray(ivBytes),
    );
  } catch (error) {
    throw new TamperedPayloadError('the encrypted body failed authentication (IV, ciphertext or tag changed)', {
      cause: error,
    });
  }
  try {
    return JSON.parse(utf8Decoder.decode(plaintext)) as T;
  } catch (error) {
    throw new MalformedPayloadError('the decrypted body is not JSON text', { cause: error });
  }
}
