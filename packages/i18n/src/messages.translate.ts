import type { MessageKey, MessageParams, Messages, Translator } from './messages.types';

/** `{name}` placeholders: a name of letters, digits and underscores in braces. */
const placeholderPattern = /\{(\w+)\}/g;

/** The placeholder names of a message, in order of appearance, without repeats. */
export function placeholdersOf(message: string): string[] {
  return [...new Set(Array.from(message.matchAll(placeholderPattern), (match) => match[1] ?? ''))];
}

/**
 * The message for `key` with each `{name}` replaced by `params[name]`.
 * A placeholder without a value stays as written, so a forgotten parameter is visible rather than silently blank;
 * a key missing from the catalogue (a server-provided key cast too early) yields the key itself.
 */
export function translate(messages: Messages, key: MessageKey, params?: MessageParams): string {
  const template: string | undefined = messages[key];
  if (template === undefined) return key;
  if (!params) return template;
  return template.replace(placeholderPattern, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** `translate` bound to one catalogue: `const t = createTranslator(messages); t('accounts.login.title')`. */
export function createTranslator(messages: Messages): Translator {
  return (key, params) => translate(messages, key, params);
}
