import { FormatError } from './i18n.errors';

/** Decimal places a rounding or a money format may ask for (what Intl.NumberFormat accepts). */
const maxDecimals = 20;

export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > maxDecimals) {
    throw new FormatError(`decimals must be an integer from 0 to ${maxDecimals}, got ${decimals}`, decimals);
  }
}

/**
 * The plain decimal digits of a finite non-negative number as JavaScript prints it (the shortest string that
 * reads back as the same double), without exponent: 1.005 -> "1.005", 1e-7 -> "0.0000001", 1e21 -> "1000...".
 * Rounding these digits rather than the binary value is what makes 1.005 round to 1.01 as a person expects.
 */
function plainDigits(magnitude: number): { integer: string; fraction: string } {
  const [mantissa = '0', exponentText] = String(magnitude).split('e');
  const [whole = '0', decimals = ''] = mantissa.split('.');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const digits = whole + decimals;
  const point = whole.length + exponent;
  if (point <= 0) return { integer: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { integer: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { integer: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits ("0999" -> "1000"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] === '9') {
      out[index] = '0';
    } else {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/**
 * `value` rounded half up to `decimals` places as an exact decimal string with exactly `decimals` fraction digits
 * and a leading "-" for negatives ("-0" never appears). Half up works on the magnitude (half away from zero, like
 * Java's RoundingMode.HALF_UP): 2.345 -> "2.35", -2.345 -> "-2.35".
 */
export function roundHalfUpToString(value: number, decimals: number): string {
  if (!Number.isFinite(value)) throw new FormatError(`Cannot round ${value}: not a finite number`, value);
  assertDecimals(decimals);
  const { integer, fraction } = plainDigits(Math.abs(value));
  const kept = (integer + fraction.padEnd(decimals, '0').slice(0, decimals)).replace(/^0+(?=\d)/, '');
  const roundsUp = (fraction[decimals] ?? '0') >= '5';
  const digits = (roundsUp ? incrementDigits(kept) : kept).padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  const text = decimals === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return value < 0 && /[1-9]/.test(digits) ? `-${text}` : text;
}

/**
 * `value` rounded half up (away from zero) to `decimals` places, on its decimal digits rather than its binary value:
 * `roundHalfUp(1.005, 2) === 1.01` where `Math.round(1.005 * 100) / 100` gives 1 and banker's rounding gives 1.
 * Spec: points-centres-lottery.md §9, "Default currency format rounds half up".
 * @throws FormatError for a non-finite value or decimals outside 0 to 20
 */
export function roundHalfUp(value: number, decimals: number): number {
  return Number(roundHalfUpToString(value, decimals));
}
