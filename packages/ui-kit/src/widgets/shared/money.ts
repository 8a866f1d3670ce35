import { type CurrencyPosition, formatMoney, type Language } from '@platform/i18n';

/** How the server describes the player's currency (the balance call: currencySymbol, currencyPosition). */
export interface CurrencyFormat {
  currencySymbol: string;
  /** F or empty: symbol in front; B: behind (points §3). @default front */
  currencyPosition?: CurrencyPosition;
}

/** An amount as players read it: rounded half up, separators of the language, the symbol where the merchant puts it. */
export function formatAmount(amount: number, currency: CurrencyFormat, language: Language): string {
  return formatMoney(amount, {
    currencySymbol: currency.currencySymbol,
    currencyPosition: currency.currencyPosition ?? null,
    language,
  });
}
