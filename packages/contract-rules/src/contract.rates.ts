/**
 * Rate display (points-centres-lottery.md §3, §9): rates are shown as percent with 2 decimals; a salary rate with
 * rateType P is a percentage, any other rateType a fixed amount (formatted as money by @platform/i18n).
 */
import type { RateType } from './contract.types.ts';

export const RATE_DISPLAY = {
  /** Decimals of a displayed percentage (§9). */
  percentDecimals: 2,
  /** The wire carries fractions: 0.015 is 1.50%. */
  percentScale: 100,
} as const;

/**
 * Round half away from zero on the decimal value, so 1.005 gives 1.01 (binary floats make it 1.00499...). Scaling
 * then trimming to 15 significant digits removes the float noise before rounding.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}

/** A fraction as a percentage: 0.35 -> 35, rounded to 2 decimals. */
export function toPercent(fraction: number): number {
  return roundHalfUp(fraction * RATE_DISPLAY.percentScale, RATE_DISPLAY.percentDecimals);
}

/** A fraction as percent text with 2 decimals: 0.015 -> "1.50%". Invalid numbers show as "--". */
export function formatPercent(fraction: number | null | undefined): string {
  if (fraction == null || !Number.isFinite(fraction)) return '--';
  return `${toPercent(fraction).toFixed(RATE_DISPLAY.percentDecimals)}%`;
}

export function isPercentRate(rateType: RateType | null | undefined): boolean {
  return rateType === 'P';
}

export type RateDisplay = { kind: 'percent'; percent: number; text: string } | { kind: 'fixed'; amount: number };

/** How a salary rate shows: rateType P as "x.xx%", otherwise a fixed amount for the money formatter. */
export function rateDisplay(rate: number, rateType: RateType | null | undefined): RateDisplay {
  return isPercentRate(rateType)
    ? { kind: 'percent', percent: toPercent(rate), text: formatPercent(rate) }
    : { kind: 'fixed', amount: rate };
}
