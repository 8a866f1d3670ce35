/**
 * Points conversion (points-centres-lottery.md §4, §5, §8): the amount is at least 1 (an amount below 1 is reset to
 * 1) and the payment password is required. Failures use the spec's convert key br_sqmypaur_twtjtu and the payment
 * password key br_enter_moneypwd.
 */
import { VALIDATION_LIMITS } from './validation.constants.ts';
import { issue, toResult, type ValidationIssue, type ValidationResult } from './validation.result.ts';
import { isBlank } from './validation.text.ts';

export type ConvertField = 'amount' | 'password';

export interface ConvertValues {
  amount?: number | string | null;
  password?: string | null;
}

export interface ConvertContext {
  /** Points available; when given, a larger amount fails (validation_convert_insufficient_points). */
  available?: number | null;
}

function toNumber(amount: ConvertValues['amount']): number {
  if (typeof amount === 'number') return amount;
  if (amount == null || amount.trim() === '') return Number.NaN;
  return Number(amount);
}

/** The amount box's blur handler: anything below 1 (or not a number) becomes 1. */
export function normaliseConvertAmount(amount: ConvertValues['amount']): number {
  const n = toNumber(amount);
  return Number.isFinite(n) && n >= VALIDATION_LIMITS.convertAmountMin ? n : VALIDATION_LIMITS.convertAmountMin;
}

export function validateConvert(values: ConvertValues, ctx: ConvertContext = {}): ValidationResult<ConvertField> {
  const amount = toNumber(values.amount);
  const min = VALIDATION_LIMITS.convertAmountMin;
  let amountIssue: ValidationIssue<ConvertField> | undefined;
  if (!Number.isFinite(amount) || amount < min)
    amountIssue = issue('amount', 'br_sqmypaur_twtjtu', { params: { min } });
  else if (ctx.available != null && amount > ctx.available) {
    amountIssue = issue('amount', 'validation_convert_insufficient_points', { params: { available: ctx.available } });
  }
  return toResult<ConvertField>([
    amountIssue,
    isBlank(values.password) ? issue('password', 'br_enter_moneypwd') : undefined,
  ]);
}
