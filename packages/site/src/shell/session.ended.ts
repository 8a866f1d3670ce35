import type { SessionEndedError } from '@platform/api-client';
import type { MessageKey, Translator } from '@platform/i18n';

/**
 * The catalogue's words for a server code, or undefined when the catalogue has none (`t` answers an unknown key with
 * the key itself). Cheaper than `isMessageKey`, whose list of every key would weigh on the entry chunk.
 */
export function translateCode(code: string | null | undefined, t: Translator): string | undefined {
  if (!code) return undefined;
  const text = t(code as MessageKey);
  return text === code ? undefined : text;
}

/**
 * What a player reads when the session ends (points-centres-lottery §8 session-ending codes): the catalogue's words
 * for the code (`login.not.session`: logged in elsewhere...), else the server's message, else "please log in again"
 * (HTTP 401 carries no code).
 */
export function sessionEndedText(error: Pick<SessionEndedError, 'code' | 'serverMessage'>, t: Translator): string {
  const known = translateCode(error.code, t);
  if (known) return known;
  if (error.serverMessage && error.serverMessage !== error.code) return error.serverMessage;
  return t('errors.sessionExpired');
}
