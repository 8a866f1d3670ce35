/**
 * Typed errors of @platform/crypto. Callers branch on the class (or the guard), never on the message text.
 * The guards fall back to `name` so an error thrown in another realm (an iframe, a worker, a second copy of the
 * package) is still recognised.
 */

export class CryptoError extends Error {
  override name = 'CryptoError';
}

/** A key string or CryptoKey cannot be used: bad base64, not SPKI/PKCS#8, not an RSA-OAEP key of the right kind. */
export class InvalidKeyError extends CryptoError {
  override name = 'InvalidKeyError';
}

/** The `Encryption` header cannot be unwrapped with this private key (another merchant's key, or a damaged header). */
export class WrongKeyError extends CryptoError {
  override name = 'WrongKeyError';
}

/** AES-GCM authentication failed: the IV, the ciphertext or the tag was changed after encryption. */
export class TamperedPayloadError extends CryptoError {
  override name = 'TamperedPayloadError';
}

/** The request is not shaped like an encrypted post: missing header, body not `{ value: string }`, bad base64, too
 * short for IV and tag, or a decrypted text that is not JSON. Also thrown for a payload that cannot be serialised. */
export class MalformedPayloadError extends CryptoError {
  override name = 'MalformedPayloadError';
}

/** WebCrypto is missing: browsers expose `crypto.subtle` only in secure contexts (https or localhost). */
export class CryptoUnavailableError extends CryptoError {
  override name = 'CryptoUnavailableError';
}

function hasName(error: unknown, names: readonly string[]): boolean {
  return typeof error === 'object' && error !== null && names.includes((error as { name?: unknown }).name as string);
}

const SUBCLASS_NAMES = [
  'InvalidKeyError',
  'WrongKeyError',
  'TamperedPayloadError',
  'MalformedPayloadError',
  'CryptoUnavailableError',
] as const;

export function isCryptoError(error: unknown): error is CryptoError {
  return error instanceof CryptoError || hasName(error, ['CryptoError', ...SUBCLASS_NAMES]);
}

export function isInvalidKeyError(error: unknown): error is InvalidKeyError {
  return error instanceof InvalidKeyError || hasName(error, ['InvalidKeyError']);
}

export function isWrongKeyError(error: unknown): error is WrongKeyError {
  return error instanceof WrongKeyError || hasName(error, ['WrongKeyError']);
}

export function isTamperedPayloadError(error: unknown): error is TamperedPayloadError {
  return error instanceof TamperedPayloadError || hasName(error, ['TamperedPayloadError']);
}

export function isMalformedPayloadError(error: unknown): error is MalformedPayloadError {
  return error instanceof MalformedPayloadError || hasName(error, ['MalformedPayloadError']);
}

export function isCryptoUnavailableError(error: unknown): error is CryptoUnavailableError {
  return error instanceof CryptoUnavailableError || hasName(error, ['CryptoUnavailableError']);
}
