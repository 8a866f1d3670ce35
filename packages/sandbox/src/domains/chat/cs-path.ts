import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { MerchantRow } from '../../core/rows';

/**
 * Encrypted customer-service paths (player-site.md §3 "path (may be encrypted)"): the vendor's address sealed with
 * AES-256-GCM under a key derived from the merchant's private key, so only the platform can open it (`csScript`).
 */
const keyOf = (merchant: MerchantRow) => createHash('sha256').update(`cs:${merchant.private_key}`).digest();

export function sealPath(merchant: MerchantRow, path: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(merchant), iv);
  const sealed = Buffer.concat([cipher.update(path, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function openPath(merchant: MerchantRow, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(merchant), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
