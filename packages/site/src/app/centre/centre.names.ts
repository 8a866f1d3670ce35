import type { Translator } from '@platform/i18n';

// Known lists rather than a lookup in the whole key index (which would add the index to every centre page's chunk).

/** The product types the lobby names (gameType.*). */
const NAMED_PRODUCTS = new Set(['SPORTS', 'LIVE', 'FISH', 'PVP', 'RNG', 'LOTT', 'ELOTT', 'ESPORTS']);

/** A product type in words (the lobby's game-type names), or as sent when the catalogue has none. */
export function productName(t: Translator, productType: string): string {
  return NAMED_PRODUCTS.has(productType) ? t(`lobby.gameType.${productType as 'LIVE'}`) : productType;
}

/** The ledger types the catalogue names (member.tx.*). */
const NAMED_TX_TYPES = new Set([
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'WIN',
  'SEED',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'MANUAL_BONUS',
  'PROMOTION_BONUS',
  'POINT_REDEEM',
  'POINT_CONVERT',
  'REWARD_CLAIM',
  'REBATE',
  'TRANSFER_TO_UPLINE',
  'DAILY_SALARY',
  'RED_ENVELOPE_CLAIM',
]);

/** A ledger line's type in words, or as sent for a type the catalogue does not name. */
export function txTypeName(t: Translator, txType: string): string {
  return NAMED_TX_TYPES.has(txType) ? t(`member.tx.${txType as 'DEPOSIT'}`) : txType;
}
