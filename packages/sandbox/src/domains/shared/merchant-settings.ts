import {
  type FieldConfig,
  normaliseFieldConfig,
  type PhoneRule,
  phoneRuleFrom,
  type RawFieldConfig,
} from '@platform/validation';
import type { Db } from '../../core/db';
import type { MerchantRow } from '../../core/rows';

/**
 * What the centres read of the merchant settings the player half seeds under `settings.player` (registration field
 * configs, money scale, rebate rates). Each reader has a default so the centres work on a merchant without them.
 */
type PlayerSettings = {
  moneyScale?: number;
  register?: { fields?: Record<string, RawFieldConfig | undefined> };
  rebateRates?: { productType: string; rate: number }[];
};

const playerOf = (merchant: Pick<MerchantRow, 'settings'>): PlayerSettings =>
  ((merchant.settings as Record<string, unknown> | null)?.player ?? {}) as PlayerSettings;

/** Seed amounts are in CNY; a merchant's money scale multiplies them (1000 for VND). */
const fallbackScale: Record<string, number> = { VERDE: 1000 };

export function moneyScaleOf(merchant: Pick<MerchantRow, 'settings' | 'code'>): number {
  return playerOf(merchant).moneyScale ?? fallbackScale[merchant.code] ?? 1;
}

/** The money scale of a merchant read from the store (seeds run before the merchant cache is reloaded). */
export async function moneyScaleFor(db: Db, code: string): Promise<number> {
  const [row] = await db.query<Pick<MerchantRow, 'settings' | 'code'>>(
    'SELECT code, settings FROM merchants WHERE code = $1',
    [code],
  );
  return row ? moneyScaleOf(row) : (fallbackScale[code] ?? 1);
}

/** A registration field config of the merchant, or null when the merchant configures none. */
export function registrationField(merchant: Pick<MerchantRow, 'settings'>, name: string): FieldConfig | null {
  const raw = playerOf(merchant).register?.fields?.[name];
  return raw ? normaliseFieldConfig(raw) : null;
}

/** The merchant's phone rule (from the mobileNum field config), or null: exactly 11 digits. */
export function merchantPhoneRule(merchant: Pick<MerchantRow, 'settings'>): PhoneRule | null {
  return phoneRuleFrom(registrationField(merchant, 'mobileNum'));
}

/** Rebate rates by product type, in percent; empty when the merchant pays no rebate. */
export function rebateRatesOf(merchant: Pick<MerchantRow, 'settings'>): { productType: string; rate: number }[] {
  return playerOf(merchant).rebateRates ?? [];
}
