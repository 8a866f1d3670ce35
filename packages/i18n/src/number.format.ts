import { FormatError } from './i18n.errors';
import { defaultLanguage, htmlLang, type Language } from './language';

export interface FormatNumberOptions {
  /** Whose separators to use. @default defaultLanguage ('CN') */
  language?: Language;
  /** 'decimal' a plain number, 'percent' a ratio (0.1 -> 10%), 'currency' with an ISO code. @default 'decimal' */
  style?: 'decimal' | 'percent' | 'currency';
  /** The ISO 4217 code, required with style 'currency' ('THB'). */
  currency?: string;
  /** With style 'currency': the code ('THB 1,000.00') or the symbol ('฿1,000.00'). @default 'code' */
  currencyDisplay?: 'code' | 'symbol';
  /** The fewest fraction digits shown. @default Intl's for the style (0; the currency's own digits for currency) */
  minimumFractionDigits?: number;
  /** The most fraction digits shown. @default Intl's for the style (3; 0 percent; the currency's own digits) */
  maximumFractionDigits?: number;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number for players with the separators of `language` and Latin digits: the one place besides `formatMoney`
 * (merchant amounts with the server's symbol and half-up rounding) that builds an `Intl.NumberFormat`, cached per
 * option set. Intl rounds half-expand on the digits asked for.
 * @throws FormatError for a non-finite value, or style 'currency' without a currency
 */
export function formatNumber(value: number, options: FormatNumberOptions = {}): string {
  if (!Number.isFinite(value)) throw new FormatError(`Cannot format ${value}: not a finite number`, value);
  const { language = defaultLanguage, style = 'decimal', currency, currencyDisplay = 'code' } = options;
  if (style === 'currency' && !currency)
    throw new FormatError('Cannot format a currency amount without a currency code', value);
  const { minimumFractionDigits, maximumFractionDigits } = options;
  const key = [language, style, currency, currencyDisplay, minimumFractionDigits, maximumFractionDigits].join('|');
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(htmlLang[language], {
      style,
      ...(style === 'currency' ? { currency, currencyDisplay } : {}),
      minimumFractionDigits,
      maximumFractionDigits,
      numberingSystem: 'latn',
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}
