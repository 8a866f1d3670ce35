/**
 * Errors of @platform/i18n. Each subclass overrides `name`, and the guards fall back to comparing `name` so they
 * still work on errors that crossed a realm (an iframe, a worker) where `instanceof` fails.
 */
export class I18nError extends Error {
  override name = 'I18nError';
}

/** `loadMessages` was given something that is not one of the six language codes. */
export class UnsupportedLanguageError extends I18nError {
  override name = 'UnsupportedLanguageError';
  readonly language: unknown;

  constructor(language: unknown) {
    super(`Unsupported language ${JSON.stringify(language)}: expected one of CN, TW, JA, EN, TH, VI`);
    this.language = language;
  }
}

/** A formatter was given a value it cannot show: a non-finite amount, bad decimals, an invalid date. */
export class FormatError extends I18nError {
  override name = 'FormatError';
  readonly value: unknown;

  constructor(message: string, value: unknown) {
    super(message);
    this.value = value;
  }
}

const errorNames = new Set(['I18nError', 'UnsupportedLanguageError', 'FormatError']);

function hasName(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

export function isI18nError(error: unknown): error is I18nError {
  return (
    error instanceof I18nError ||
    (typeof error === 'object' && error !== null && errorNames.has(String((error as { name?: unknown }).name)))
  );
}

export function isUnsupportedLanguageError(error: unknown): error is UnsupportedLanguageError {
  return error instanceof UnsupportedLanguageError || hasName(error, 'UnsupportedLanguageError');
}

export function isFormatError(error: unknown): error is FormatError {
  return error instanceof FormatError || hasName(error, 'FormatError');
}
