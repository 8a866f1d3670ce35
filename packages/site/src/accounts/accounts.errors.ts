import { isApiError } from '@platform/api-client';
import { isMessageKey, type Translator } from '@platform/i18n';

/**
 * The words for a refusal shown in a form (calls made with `{ quiet: true }`, so the toast stack does not say it a
 * second time): the catalogue's message for the server's error code (serverErrors.ts, keyed as sent), else the
 * server's own message, else the generic failure.
 */
export function refusalText(t: Translator, error: unknown): string {
  if (isApiError(error)) {
    if (error.code && isMessageKey(error.code)) return t(error.code);
    if (error.serverMessage && error.serverMessage !== error.code) return error.serverMessage;
    if (error.status === 0) return t('error.network');
  }
  return t('common.failed');
}
