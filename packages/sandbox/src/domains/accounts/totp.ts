import { createHmac } from 'node:crypto';
import { playerLimits } from '../shared/player.constants';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP, HMAC-SHA1), the codes of authenticator apps: second
 * factor G. Secrets are base32 as authenticator apps take them.
 */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(secret: string): Buffer {
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  let bits = '';
  for (const char of clean) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error('invalid base32 secret');
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export function hotp(secret: string, counter: number, digits: number = playerLimits.totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totp(secret: string, now: number): string {
  return hotp(secret, Math.floor(now / playerLimits.totpStepMs));
}

/** Accepts the code of the current step or of one step either side (clock drift of the phone). */
export function verifyTotp(secret: string, code: string | undefined, now: number): boolean {
  if (!code || !/^\d+$/.test(code.trim())) return false;
  const step = Math.floor(now / playerLimits.totpStepMs);
  for (let drift = -playerLimits.totpDrift; drift <= playerLimits.totpDrift; drift++) {
    if (hotp(secret, step + drift) === code.trim()) return true;
  }
  return false;
}
