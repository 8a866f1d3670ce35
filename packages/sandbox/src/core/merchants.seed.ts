import { generateKeyPair } from '@platform/crypto';
import type { SandboxRuntime } from './runtime';

/**
 * The seeded merchants: their identity, money format and key pair. Flags, registration configs and the rest of
 * their settings are seeded by the domain modules that own them. The codes match the apps' `merchant.code`.
 */
export const seededMerchants = [
  {
    code: 'AURUM',
    name: 'Aurum Palace',
    currency: 'CNY',
    currencySymbol: '¥',
    currencyPosition: 'F',
    defaultLanguage: 'CN',
  },
  {
    code: 'VERDE',
    name: 'Verde Play',
    currency: 'VND',
    currencySymbol: '₫',
    currencyPosition: 'B',
    defaultLanguage: 'VI',
  },
] as const;

export async function seedMerchants(runtime: SandboxRuntime): Promise<void> {
  for (const merchant of seededMerchants) {
    const keys = await generateKeyPair();
    await runtime.db.query(
      `INSERT INTO merchants (code, name, currency, currency_symbol, currency_position, default_language,
         public_key, private_key, key_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        merchant.code,
        merchant.name,
        merchant.currency,
        merchant.currencySymbol,
        merchant.currencyPosition,
        merchant.defaultLanguage,
        keys.publicKey,
        keys.privateKey,
        `${merchant.code.toLowerCase()}-1`,
        runtime.clock.now(),
      ],
    );
  }
}
