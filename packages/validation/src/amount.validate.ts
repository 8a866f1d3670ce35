/**
 * A money amount typed by the player (deposit, withdraw, transfers, limits, red envelopes): a positive decimal number
 * with no more fraction digits than the currency's minor unit (ISO 4217: CNY, THB, USD 2; VND, JPY, KRW 0). An amount
 * with too many digits is refused with a message, never rounded silently: `100.5` is not a VND amount.
 */
import { VALIDATION_LIMITS } from './validation.constants.ts';
import { issue, toResult, type ValidationIssue, type ValidationResult } from './validation.result.ts';

export type AmountField = 'amount';

export interface AmountContext {
  /** The ISO 4217 code of the amount (the balance's or the merchant's `currency`): sets the digits allowed. */
  currency?: string | null;
  /** The fraction digits allowed; wins over `currency`. @default the currency's digits, else 2 */
  digits?: number;
}

const digitsByCode = new Map<string, number>();

/**
 * The minor-unit digits of an ISO 4217 code, from Intl (the same answer as `currencyDigits` of @platform/i18n, which
 * this package may not import); `fallback` for no code or one Intl refuses.
 */
export function amountDigits(currency?: string | null, fallback: number = VALIDATION_LIMITS.defaultAmountDigits) {
  if (!currency) return fallback;
  const code = currency.trim().toUpperCase();
  const known = digitsByCode.get(code);
  if (known !== undefined) return known;
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency: code });
    const digits = format.resolvedOptions().maximumFractionDigits as number;
    digitsByCode.set(code, digits);
    return digits;
  } catch {
    return fallback;
  }
}

const PLAIN = new RegExp(`^(\\d{1,${VALIDATION_LIMITS.amountIntegerDigitsMax}})(?:\\.(\\d+))?$`);

/** The amount's problem, or undefined: not a positive plain number; then more fraction digits than allowed. */
function amountIssue(value: string, digits: number): ValidationIssue<AmountField> | undefined {
  const match = PLAIN.exec(value);
  if (!match || Number(value) <= 0) return issue('amount', 'validation_amount_invalid');
  // Trailing zeros say nothing about the amount: "100.00" is a whole VND amount, "12.50" has 1 THB digit in use.
  const used = (match[2] ?? '').replace(/0+$/, '').length;
  if (used <= digits) return undefined;
  return digits === 0
    ? issue('amount', 'validation_amount_whole')
    : issue('amount', 'validation_amount_decimals', { params: { digits } });
}

/**
 * Checks a typed amount (trimmed; a number is read as JavaScript prints it) against its currency's digits:
 * not a positive number of at most 12 integer digits → `validation_amount_invalid`; a fraction in a currency without
 * a minor unit → `validation_amount_whole`; more fraction digits than the currency has → `validation_amount_decimals`
 * with `params.digits`. Limits (min, max) are the form's, since their message shows them as money.
 */
export function validateAmount(
  value: string | number | null | undefined,
  ctx: AmountContext = {},
): ValidationResult<AmountField> {
  const digits = ctx.digits ?? amountDigits(ctx.currency);
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  return toResult<AmountField>([amountIssue(text, digits)]);
}
