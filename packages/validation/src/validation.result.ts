import type { ValidationMessageKey } from './validation.keys.ts';

/** One failed rule: which field, which message key, and what the message needs. */
export interface ValidationIssue<F extends string = string> {
  field: F;
  key: ValidationMessageKey;
  /** Values for the message text, e.g. `{ max: 140 }`. */
  params?: Readonly<Record<string, string | number>>;
  /** The merchant's own text from the registration field config (`message`), to show instead of the key's text. */
  serverMessage?: string;
  /** The spec shows nothing for this failure (e.g. answering "not received" without a proof image): block quietly. */
  silent?: boolean;
}

export interface ValidationSuccess {
  ok: true;
  /** Absent on success, so `result.key` reads as "the message to show, if any" without narrowing first. */
  field?: undefined;
  key?: undefined;
  issue?: undefined;
  issues: readonly [];
  errors: Readonly<Record<string, never>>;
}

export interface ValidationFailure<F extends string = string> {
  ok: false;
  /** The first failure in the spec's order: the one to show when a form shows one message at a time. */
  field: F;
  key: ValidationMessageKey;
  issue: ValidationIssue<F>;
  /** Every failure, in the spec's order. */
  issues: readonly ValidationIssue<F>[];
  /** The first message key per field, for form libraries (e.g. TanStack Form's `{ fields }`). */
  errors: Readonly<Partial<Record<F, ValidationMessageKey>>>;
}

export type ValidationResult<F extends string = string> = ValidationSuccess | ValidationFailure<F>;

const SUCCESS: ValidationSuccess = Object.freeze({ ok: true, issues: [] as const, errors: Object.freeze({}) });

/** Builds a result from issues listed in the spec's order (undefined entries are rules that passed). */
export function toResult<F extends string>(issues: readonly (ValidationIssue<F> | undefined)[]): ValidationResult<F> {
  const failed = issues.filter((issue): issue is ValidationIssue<F> => issue !== undefined);
  const [first] = failed;
  if (!first) return SUCCESS;
  const errors: Partial<Record<F, ValidationMessageKey>> = {};
  for (const issue of failed) errors[issue.field] ??= issue.key;
  return { ok: false, field: first.field, key: first.key, issue: first, issues: failed, errors };
}

export function issue<F extends string>(
  field: F,
  key: ValidationMessageKey,
  extra: Omit<ValidationIssue<F>, 'field' | 'key'> = {},
): ValidationIssue<F> {
  return { field, key, ...extra };
}
