import { beforeAll, describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './crypto.encoding.ts';
import {
  isMalformedPayloadError,
  isTamperedPayloadError,
  isWrongKeyError,
  MalformedPayloadError,
  TamperedPayloadError,
  WrongKeyError,
} from './crypto.errors.ts';
import { decryptPayload, encryptPayload } from './crypto.hybrid.ts';
import { generateKeyPair, importPrivateKey, importPublicKey } from './crypto.keys.ts';
import { flipBit, openRaw, sealRaw } from './crypto.test-helpers.ts';

let pair: { publicKey: string; privateKey: string };
let other: { publicKey: string; privateKey: string };
let publicKey: CryptoKey;
let privateKey: CryptoKey;

beforeAll(async () => {
  [pair, other] = await Promise.all([generateKeyPair(), generateKeyPair()]);
  [publicKey, privateKey] = await Promise.all([importPublicKey(pair.publicKey), importPrivateKey(pair.privateKey)]);
});

const login = { username: 'player01', password: 'S3cret!pass', captcha: 'x7k2', type: 'username' };

describe('round trips', () => {
  it('decrypts what it encrypted, with CryptoKeys', async () => {
    const request = await encryptPayload(publicKey, login);
    await expect(decryptPayload(privateKey, request)).resolves.toEqual(login);
  });

  it('accepts base64 key strings on both sides', async () => {
    const request = await encryptPayload(pair.publicKey, login);
    await expect(decryptPayload(pair.privateKey, request)).resolves.toEqual(login);
  });

  it('keeps unicode text intact (CJK, Thai, Vietnamese, emoji, surrogate pairs)', async () => {
    const payload = { remarks: '请确认 ฉันได้รับเงินแล้ว Tiếng Việt 🎰🀄 𠮷', name: 'Zoë' };
    const request = await encryptPayload(publicKey, payload);
    await expect(decryptPayload(privateKey, request)).resolves.toEqual(payload);
  });

  // As large as the rule needs: the base64 step works in 32 kB slices and checks with a regex that must not run out of
  // stack on a multi-megabyte body, so 4.5 MB (three pictures of a claim, 1.5 MB each) reaches both; the 5 MB limit on
  // one picture is @platform/validation's, checked before anything is encrypted.
  it('round-trips a multi-megabyte payload (three 1.5 MB data URLs)', async () => {
    const picture = `data:image/png;base64,${'A'.repeat(1_500_000)}`;
    const payload = { promotionId: 7, remarks: 'x', pictures: [picture, picture, picture] };
    const request = await encryptPayload(publicKey, payload);
    await expect(decryptPayload(privateKey, request)).resolves.toEqual(payload);
  });

  it.each([null, 0, 'text', [1, 'two', { three: 3 }], true])('round-trips the JSON value %j', async (payload) => {
    const request = await encryptPayload(publicKey, payload);
    await expect(decryptPayload(privateKey, request)).resolves.toEqual(payload);
  });

  it('follows the wire format: RSA-wrapped 32-byte key in the header, IV ‖ ciphertext ‖ tag in the body', async () => {
    const request = await encryptPayload(publicKey, login);
    expect(fromBase64(request.header, 'header')).toHaveLength(256);
    const text = JSON.stringify(login);
    expect(fromBase64(request.body.value, 'value')).toHaveLength(12 + new TextEncoder().encode(text).length + 16);
    await expect(openRaw(privateKey, request.header, request.body.value)).resolves.toBe(text);
  });

  it('decrypts a request sealed by an independent implementation of the format', async () => {
    const sealed = await sealRaw(publicKey, new TextEncoder().encode(JSON.stringify(login)));
    await expect(decryptPayload(privateKey, sealed)).resolves.toEqual(login);
  });

  it('uses a fresh key and IV for every request', async () => {
    const [a, b] = await Promise.all([encryptPayload(publicKey, login), encryptPayload(publicKey, login)]);
    expect(a.header).not.toBe(b.header);
    expect(a.body.value.slice(0, 16)).not.toBe(b.body.value.slice(0, 16));
  });

  it('keeps working when more distinct key strings are used than it remembers', async () => {
    const variants = Array.from({ length: 10 }, (_, i) => `${pair.publicKey}${'\n'.repeat(i)}`);
    for (const variant of variants) {
      const request = await encryptPayload(variant, { i: variant.length });
      await expect(decryptPayload(privateKey, request)).resolves.toEqual({ i: variant.length });
    }
  });
});

describe('wrong key and tampering', () => {
  it('throws WrongKeyError when another merchant key decrypts', async () => {
    const request = await encryptPayload(publicKey, login);
    const error = await decryptPayload(other.privateKey, request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongKeyError);
    expect(isWrongKeyError(error)).toBe(true);
  });

  it.each([
    ['the IV', 0],
    ['the ciphertext', 14],
    ['the tag', -1],
  ])('throws TamperedPayloadError when one bit of %s is flipped', async (_part, index) => {
    const request = await encryptPayload(publicKey, login);
    const tampered = { header: request.header, body: { value: flipBit(request.body.value, index) } };
    const error = await decryptPayload(privateKey, tampered).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TamperedPayloadError);
    expect(isTamperedPayloadError(error)).toBe(true);
  });

  it('throws TamperedPayloadError when a body is paired with another request header', async () => {
    const [a, b] = await Promise.all([encryptPayload(publicKey, login), encryptPayload(publicKey, login)]);
    await expect(decryptPayload(privateKey, { header: b.header, body: a.body })).rejects.toThrow(TamperedPayloadError);
  });

  it('throws WrongKeyError when one bit of the header is flipped', async () => {
    const request = await encryptPayload(publicKey, login);
    const damaged = { ...request, header: flipBit(request.header, 100) };
    await expect(decryptPayload(privateKey, damaged)).rejects.toThrow(WrongKeyError);
  });

  it('refuses a header that wraps a key of the wrong size', async () => {
    const sealed = await sealRaw(publicKey, new TextEncoder().encode('{}'), 16);
    await expect(decryptPayload(privateKey, sealed)).rejects.toThrow(MalformedPayloadError);
  });
});

describe('malformed requests', () => {
  it.each([null, undefined, ''])('refuses a missing Encryption header (%j)', async (header) => {
    const request = await encryptPayload(publicKey, login);
    const error = await decryptPayload(privateKey, { header, body: request.body }).catch((e: unknown) => e);
    expect(isMalformedPayloadError(error)).toBe(true);
  });

  it('refuses a header that is not base64', async () => {
    const request = await encryptPayload(publicKey, login);
    await expect(decryptPayload(privateKey, { ...request, header: 'not*base64' })).rejects.toThrow(
      MalformedPayloadError,
    );
  });

  it.each([
    ['plain text login', login],
    ['null', null],
    ['a string', 'value'],
    ['a number value', { value: 5 }],
    ['bad base64', { value: '%%%%' }],
    ['an empty value', { value: '' }],
    ['a body shorter than IV and tag', { value: toBase64(new Uint8Array(27)) }],
  ])('refuses a body that is %s', async (_what, body) => {
    const request = await encryptPayload(publicKey, login);
    await expect(decryptPayload(privateKey, { header: request.header, body })).rejects.toThrow(MalformedPayloadError);
  });

  it('refuses a decrypted text that is not JSON', async () => {
    const sealed = await sealRaw(publicKey, new TextEncoder().encode('username=a&password=b'));
    await expect(decryptPayload(privateKey, sealed)).rejects.toThrow(MalformedPayloadError);
  });

  it('refuses a decrypted text that is not UTF-8', async () => {
    const sealed = await sealRaw(publicKey, new Uint8Array([0x22, 0xff, 0xfe, 0x22]));
    await expect(decryptPayload(privateKey, sealed)).rejects.toThrow(MalformedPayloadError);
  });

  it.each([
    ['undefined', undefined],
    ['a function', () => 1],
    ['a BigInt', { amount: 10n }],
  ])('refuses to encrypt %s', async (_what, payload) => {
    await expect(encryptPayload(publicKey, payload)).rejects.toThrow(MalformedPayloadError);
  });

  it('refuses to encrypt a circular payload', async () => {
    const payload: Record<string, unknown> = {};
    payload.self = payload;
    await expect(encryptPayload(publicKey, payload)).rejects.toThrow(MalformedPayloadError);
  });
});
