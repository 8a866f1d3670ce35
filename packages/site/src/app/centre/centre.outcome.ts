import { isApiError } from '@platform/api-client';
import type { Translator } from '@platform/i18n';
import type { FundOutcome } from '@platform/ui-kit';
import { refusalText } from '../refusal';

/** Where a server refusal is shown: under the field it concerns (by error code), else above the buttons. */
const FIELD_OF: Readonly<Record<string, string>> = {
  'payment.password.incorrect': 'paymentPassword',
  'payment.password.unset': 'paymentPassword',
  'balance.not.enough': 'amount',
  'field.invalid': 'amount',
  'password.old.incorrect': 'loginPassword',
  'password.confirm.mismatch': 'confirmPaymentPassword',
  'password.rule.invalid': 'paymentPassword',
};

/**
 * Runs a centre write (sent quiet) and turns its answer into the form's outcome: the success words `write` returns,
 * or the refusal in the player's words, under the field it concerns.
 */
export async function outcomeOf(
  t: Translator,
  write: () => Promise<unknown>,
  fields: Record<string, string> = {},
): Promise<FundOutcome> {
  try {
    const message = await write();
    return typeof message === 'string' ? { ok: true, message } : { ok: true };
  } catch (error) {
    const code = isApiError(error) ? error.code : undefined;
    // field.invalid names its field in its value ({ field, key }) where the server says which.
    const named = isApiError(error) ? (error.value as { field?: unknown } | null)?.field : undefined;
    const field = code
      ? (fields[code] ?? (code === 'field.invalid' && typeof named === 'string' ? named : FIELD_OF[code]))
      : undefined;
    return { ok: false, message: refusalText(t, error), ...(field ? { field } : {}) } as FundOutcome;
  }
}
