import { formatDate, htmlLang, type Language } from '@platform/i18n';

/** Whole points with the language's separators (fractions, which the wire allows, are rounded down). */
export function formatPoints(points: number, language: Language): string {
  return new Intl.NumberFormat(htmlLang[language], { maximumFractionDigits: 0, numberingSystem: 'latn' }).format(
    Math.floor(points),
  );
}

/** A rate of the point config as a percent with 2 decimals (points §9): 0.1 -> "10.00%". */
export function formatRate(rate: number, language: Language): string {
  return new Intl.NumberFormat(htmlLang[language], {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  }).format(rate);
}

/** A date and time of a record or ledger line, in the player's conventions. */
export const formatWhen = (epochMs: number, language: Language) => formatDate(epochMs, { language });
