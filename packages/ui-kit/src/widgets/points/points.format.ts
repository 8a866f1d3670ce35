import { formatDate, formatNumber, type Language } from '@platform/i18n';

/** Whole points with the language's separators (fractions, which the wire allows, are rounded down). */
export function formatPoints(points: number, language: Language): string {
  return formatNumber(Math.floor(points), { language, maximumFractionDigits: 0 });
}

/** A rate of the point config as a percent with 2 decimals (points §9): 0.1 -> "10.00%". */
export function formatRate(rate: number, language: Language): string {
  return formatNumber(rate, { language, style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A date and time of a record or ledger line, in the player's conventions. */
export const formatWhen = (epochMs: number, language: Language) => formatDate(epochMs, { language });
