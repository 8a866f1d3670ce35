import { defaultLanguage, htmlLang, type Language } from './language';
import { currencyDigits } from './money.digits';
import { roundHalfUpToString } from './money.round';

/** Where the currency symbol goes (points-centres-lottery.md §3, currencyPosition): F or empty front, B behind. */
export type CurrencyPosition = 'F' | 'B' | '' | null;

export interface FormatMoneyOptions {
  /** Shown in front of or behind the amount, as the server sends it (`currencySymbol`). @default '' */
  currencySymbol?: string;
  /** The merchant's `currencyPosition`: 'B' puts the symbol behind; 'F', '' and null in front. @default null */
  currencyPosition?: CurrencyPosition;
  /**
   * The ISO 4217 code of the amount (`currency` of the balance or status call): it sets the fraction digits to the
   * currency's minor unit (VND and JPY 0, CNY and THB 2). Unknown or absent: 2. @default undefined
   */
  currency?: string | null;
  /** Fraction digits, always shown (trailing zeros kept); wins over `currency`. @default the currency's digits, or 2 */
  decimals?: number;
  /** Whose separators to use for thousands and decimals (vi writes 1.234,50). @default defaultLanguage ('CN') */
  language?: Language;
  /** Group thousands. @default true */
  grouping?: boolean;
}

const defaults = { currencySymbol: '', currencyPosition: null, language: defaultLanguage, grouping: true };

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, decimals: number, grouping: boolean): Intl.NumberFormat {
  const cacheKey = `${language}|${decimals}|${grouping}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(htmlLang[language], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
      numberingSystem: 'latn',
    });
    numberFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * An amount for players: rounded half up to its currency's digits (1.005 -> "1.01"; VND 1234.5 -> "1,235"), separators of `language`, and the
 * currency symbol in front (currencyPosition F, empty or unset) or behind after a no-break space (B).
 * A negative amount carries its sign before the symbol: "-¥12.50".
 * @throws FormatError for a non-finite amount or decimals outside 0 to 20
 */
export function formatMoney(amount: number, options: FormatMoneyOptions = {}): string {
  const { currencySymbol, currencyPosition, language, grouping } = { ...defaults, ...options };
  const decimals = options.decimals ?? currencyDigits(options.currency);
  const rounded = roundHalfUpToString(amount, decimals);
  const negative = rounded.startsWith('-');
  // Intl formats a decimal string exactly (no second, binary rounding): the digits stay the ones rounded above.
  const digits = numberFormat(language, decimals, grouping).format(
    (negative ? rounded.slice(1) : rounded) as Intl.StringNumericLiteral,
  );
  const sign = negative ? '-' : '';
  if (!currencySymbol) return sign + digits;
  return currencyPosition === 'B' ? `${sign}${digits}\u00a0${currencySymbol}` : `${sign}${currencySymbol}${digits}`;
}
