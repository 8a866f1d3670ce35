// Shared by the tests only (excluded from the build: nothing in index.ts imports it).
// An independent implementation of the wire format, so the tests check the format itself and not only that
// encryptPayload and decryptPayload agree with each other.
import { fromBase64, toBase64 } from './crypto.encoding.ts';

export async function sealRaw(publicKey: CryptoKey, plaintext: Uint8Array<ArrayBuffer>, aesKeyBytes = 32) {
  const raw = crypto.getRandomValues(new Uint8Array(aesKeyBytes));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, plaintext));
  const header = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, raw));
  return { header: toBase64(header), body: { value: toBase64(new Uint8Array([...iv, ...cipher])) } };
}

export async function openRaw(privateKey: CryptoKey, header: string, value: string): Promise<string> {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(header, 'header'));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const sealed = fromBase64(value, 'value');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.subarray(0, 12) }, aes, sealed.subarray(12));
  return new TextDecoder().decode(plain);
}

/** Flips one bit of the byte at `index` (negative counts from the end) of a base64 string. */
export function flipBit(base64: string, index: number): string {
  const bytes = fromBase64(base64, 'value');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] as number) ^ 0x01;
  return toBase64(bytes);
}
