import { type CurrencyPosition, formatMoney, type Language } from '@platform/i18n';

/** How the server describes the player's currency (the balance or status call: currency, currencySymbol, currencyPosition). */
export interface CurrencyFormat {
  /**
   * The ISO 4217 code (`currency`): amounts are rounded to and shown with its minor-unit digits (VND 0, CNY 2) and
   * typed amounts accept no more. @default unknown: 2 digits
   */
  currency?: string | null;
  currencySymbol: string;
  /** F or empty: symbol in front; B: behind (points §3). @default front */
  currencyPosition?: CurrencyPosition;
}

/**
 * An amount as players read it: rounded half up to the currency's digits, separators of the language, the symbol
 * where the merchant puts it.
 */
export function formatAmount(amount: number, currency: CurrencyFormat, language: Language): string {
  return formatMoney(amount, {
    currency: currency.currency ?? null,
    currencySymbol: currency.currencySymbol,
    currencyPosition: currency.currencyPosition ?? null,
    language,
  });
}
