import { describe, expect, it } from 'vitest';
import {
  FormatError,
  I18nError,
  isFormatError,
  isI18nError,
  isUnsupportedLanguageError,
  UnsupportedLanguageError,
} from './i18n.errors';

describe('i18n errors', () => {
  it('name each class and keep the offending value', () => {
    const language = new UnsupportedLanguageError('ID');
    expect(language).toBeInstanceOf(I18nError);
    expect(language.name).toBe('UnsupportedLanguageError');
    expect(language.language).toBe('ID');
    expect(language.message).toContain('"ID"');
    const format = new FormatError('bad', Number.NaN);
    expect(format.name).toBe('FormatError');
    expect(format.value).toBeNaN();
  });

  it('are recognised by their guards', () => {
    expect(isI18nError(new FormatError('bad', 1))).toBe(true);
    expect(isI18nError(new UnsupportedLanguageError('x'))).toBe(true);
    expect(isFormatError(new FormatError('bad', 1))).toBe(true);
    expect(isUnsupportedLanguageError(new UnsupportedLanguageError('x'))).toBe(true);
  });

  it('are recognised by name when they come from another realm', () => {
    const foreign = { name: 'FormatError', message: 'bad' };
    expect(isFormatError(foreign)).toBe(true);
    expect(isI18nError(foreign)).toBe(true);
    expect(isUnsupportedLanguageError({ name: 'UnsupportedLanguageError' })).toBe(true);
    expect(isI18nError({ name: 'I18nError' })).toBe(true);
  });

  it('refuse other errors and values', () => {
    expect(isI18nError(new Error('x'))).toBe(false);
    expect(isFormatError(new UnsupportedLanguageError('x'))).toBe(false);
    expect(isUnsupportedLanguageError(null)).toBe(false);
    expect(isI18nError('FormatError')).toBe(false);
  });
});
