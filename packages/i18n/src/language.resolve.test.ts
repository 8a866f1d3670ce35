import { describe, expect, it } from 'vitest';
import { resolveInitialLanguage } from './language.resolve';

describe('resolveInitialLanguage', () => {
  it('starts in CN when nothing is known', () => {
    expect(resolveInitialLanguage()).toBe('CN');
    expect(resolveInitialLanguage({ remembered: null, merchantDefault: null, browser: [] })).toBe('CN');
  });

  it("prefers the player's remembered choice over everything", () => {
    expect(resolveInitialLanguage({ remembered: 'VI', merchantDefault: 'TH', browser: ['ja-JP'] })).toBe('VI');
  });

  it("uses the merchant's default when the player has not chosen", () => {
    expect(resolveInitialLanguage({ merchantDefault: 'TH', browser: ['ja-JP'] })).toBe('TH');
  });

  it('reads a merchant default given as a tag or in lower case', () => {
    expect(resolveInitialLanguage({ merchantDefault: 'zh-TW' })).toBe('TW');
    expect(resolveInitialLanguage({ merchantDefault: 'en' })).toBe('EN');
  });

  it('falls back to the first supported browser language', () => {
    expect(resolveInitialLanguage({ merchantDefault: 'fr', browser: ['ko-KR', 'zh-HK', 'en'] })).toBe('TW');
  });

  it('ignores a remembered value that is not a language', () => {
    expect(resolveInitialLanguage({ remembered: 'XX' as never, browser: ['ja'] })).toBe('JA');
  });

  it('ends in CN when no browser language is supported', () => {
    expect(resolveInitialLanguage({ browser: ['ko', 'fr-FR'] })).toBe('CN');
  });
});
