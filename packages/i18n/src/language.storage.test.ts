import { describe, expect, it } from 'vitest';
import { type LanguageStorage, languageStorageKey, readRememberedLanguage, rememberLanguage } from './language.storage';

function memoryStorage(initial: Record<string, string> = {}): LanguageStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const brokenStorage: LanguageStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('the remembered language (hisLang)', () => {
  it('is stored under the spec key hisLang', () => {
    expect(languageStorageKey).toBe('hisLang');
  });

  it('reads back what was remembered', () => {
    const storage = memoryStorage();
    rememberLanguage('TH', storage);
    expect(storage.data).toEqual({ hisLang: 'TH' });
    expect(readRememberedLanguage(storage)).toBe('TH');
  });

  it('replaces an earlier choice', () => {
    const storage = memoryStorage({ hisLang: 'JA' });
    rememberLanguage('VI', storage);
    expect(readRememberedLanguage(storage)).toBe('VI');
  });

  it('is null when nothing is stored', () => {
    expect(readRememberedLanguage(memoryStorage())).toBeNull();
  });

  it('ignores a stored value that is not a language code', () => {
    expect(readRememberedLanguage(memoryStorage({ hisLang: 'fr' }))).toBeNull();
  });

  it('survives a storage that throws', () => {
    expect(readRememberedLanguage(brokenStorage)).toBeNull();
    expect(() => rememberLanguage('EN', brokenStorage)).not.toThrow();
  });

  it('does nothing without any storage (Node has no localStorage)', () => {
    expect('localStorage' in globalThis).toBe(false);
    expect(readRememberedLanguage()).toBeNull();
    expect(() => rememberLanguage('EN')).not.toThrow();
  });
});
