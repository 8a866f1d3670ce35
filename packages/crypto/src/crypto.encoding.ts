// Base64 on btoa/atob (browsers and Node 20 alike) rather than Buffer, which browsers lack.
import { CryptoUnavailableError, MalformedPayloadError } from './crypto.errors.ts';

// A flat character class (no nested groups) so that multi-megabyte bodies do not exhaust the regex stack.
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
// btoa takes a "binary string"; building it in slices keeps the call stack small for large payloads.
const CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/** Strict standard base64 with padding; whitespace (line breaks of PEM bodies) is dropped first. */
export function fromBase64(text: string, what: string): Uint8Array<ArrayBuffer> {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) {
    throw new MalformedPayloadError(`${what} is not valid base64`);
  }
  const binary = atob(compact);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const utf8Encoder = new TextEncoder();
// fatal: a plaintext that is not UTF-8 is a malformed request, not text to guess at.
export const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

export function subtle(c: Crypto | undefined = globalThis.crypto): SubtleCrypto {
  const value = c?.subtle;
  if (!value) {
    throw new CryptoUnavailableError('WebCrypto (crypto.subtle) is unavailable; browsers expose it only over https');
  }
  return value;
}
