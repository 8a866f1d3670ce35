import { errorValueOf, isApiError, isTimeoutError } from '@platform/api-client';
import { formatDate, isMessageKey, type Language, type Translator } from '@platform/i18n';

/**
 * The words for a refusal shown in a form, for every feature (calls made with `{ quiet: true }`, so the toast stack does not say it a
 * second time): the message a field.invalid names, else the catalogue's message for the server's error code (serverErrors.ts, keyed as sent), else the
 * server's own message, else the client's words for a timeout or a network failure, else the generic failure. Given the
 * player's language, a refusal whose value carries a time (rg.excluded's `until`) says it.
 */
export function refusalText(t: Translator, error: unknown, language?: Language): string {
  // A time-out or self-exclusion says until when (issue 26), where the caller knows the player's language.
  const excluded = language ? errorValueOf(error, 'rg.excluded') : undefined;
  if (excluded && language) {
    return t(`responsibleGaming.refusal.${excluded.kind}`, { until: formatDate(excluded.until, { language }) });
  }
  // field.invalid names the message to show (value.key): in the player's language rather than the server's English,
  // e.g. a VND amount with decimals (validation_amount_whole) or one decimal too many (…_decimals, with its digits).
  const invalid = errorValueOf(error, 'field.invalid');
  if (invalid && isMessageKey(invalid.key)) {
    return t(invalid.key, invalid.digits === undefined ? undefined : { digits: invalid.digits });
  }
  if (isApiError(error)) {
    if (error.code && isMessageKey(error.code)) return t(error.code);
    if (error.serverMessage && error.serverMessage !== error.code) return error.serverMessage;
    // TimeoutError adds nothing to ApiError's shape, so its guard is asked last (it would narrow the rest away).
    if (error.status === 0 || error.status === 504) {
      return isTimeoutError(error) ? t('timeout_retry_please') : t('errors.network');
    }
  }
  return t('common.failed');
}
