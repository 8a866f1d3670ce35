import { beforeAll, describe, expect, it } from 'vitest';
import { subtle, toBase64 } from './crypto.encoding.ts';
import { CryptoUnavailableError, InvalidKeyError, isInvalidKeyError } from './crypto.errors.ts';
import { decryptPayload, encryptPayload } from './crypto.hybrid.ts';
import { generateKeyPair, importPrivateKey, importPublicKey } from './crypto.keys.ts';

let pair: { publicKey: string; privateKey: string };

beforeAll(async () => {
  pair = await generateKeyPair();
});

const pem = (label: string, base64: string) =>
  `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END ${label}-----\n`;

describe('generateKeyPair', () => {
  it('makes an RSA-OAEP 2048 / SHA-256 pair as SPKI and PKCS#8 base64', async () => {
    const publicKey = await importPublicKey(pair.publicKey);
    const privateKey = await importPrivateKey(pair.privateKey);
    for (const key of [publicKey, privateKey]) {
      const algorithm = key.algorithm as RsaHashedKeyAlgorithm;
      expect(algorithm.name).toBe('RSA-OAEP');
      expect(algorithm.modulusLength).toBe(2048);
      expect(algorithm.hash.name).toBe('SHA-256');
    }
    expect(publicKey.type).toBe('public');
    expect(privateKey.type).toBe('private');
    expect(privateKey.extractable).toBe(false);
  });

  it('makes a different pair each time', async () => {
    const second = await generateKeyPair();
    expect(second.publicKey).not.toBe(pair.publicKey);
    expect(second.privateKey).not.toBe(pair.privateKey);
  });
});

describe('key import', () => {
  it('accepts PEM-armoured keys with line breaks', async () => {
    const request = await encryptPayload(pem('PUBLIC KEY', pair.publicKey), { ok: 1 });
    await expect(decryptPayload(pem('PRIVATE KEY', pair.privateKey), request)).resolves.toEqual({ ok: 1 });
  });

  it.each([
    ['not base64', 'not a key!'],
    ['empty', ''],
    ['base64 of random bytes', toBase64(crypto.getRandomValues(new Uint8Array(294)))],
  ])('throws InvalidKeyError for a public key that is %s', async (_what, text) => {
    const error = await importPublicKey(text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidKeyError);
    expect(isInvalidKeyError(error)).toBe(true);
  });

  it('throws InvalidKeyError for a key that is not a string', async () => {
    await expect(importPublicKey(42 as unknown as string)).rejects.toThrow(InvalidKeyError);
  });

  it('refuses a private key where a public key belongs, and the other way round', async () => {
    await expect(importPublicKey(pair.privateKey)).rejects.toThrow(InvalidKeyError);
    await expect(importPrivateKey(pair.publicKey)).rejects.toThrow(InvalidKeyError);
  });

  it('refuses a CryptoKey of the wrong kind or algorithm', async () => {
    const privateKey = await importPrivateKey(pair.privateKey);
    const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt']);
    await expect(encryptPayload(privateKey, {})).rejects.toThrow(InvalidKeyError);
    await expect(encryptPayload(aes, {})).rejects.toThrow(InvalidKeyError);
    await expect(decryptPayload(await importPublicKey(pair.publicKey), { header: 'x', body: {} })).rejects.toThrow(
      InvalidKeyError,
    );
  });

  it('refuses something that is neither a CryptoKey nor a string', async () => {
    await expect(encryptPayload({} as CryptoKey, {})).rejects.toThrow(InvalidKeyError);
    await expect(encryptPayload(null as unknown as CryptoKey, {})).rejects.toThrow(InvalidKeyError);
  });
});

describe('environment', () => {
  it('throws CryptoUnavailableError where WebCrypto is missing (insecure browser contexts)', () => {
    expect(() => subtle({} as Crypto)).toThrow(CryptoUnavailableError);
    expect(() => subtle(undefined)).not.toThrow();
  });
});
