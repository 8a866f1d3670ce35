import { describe, expect, it } from 'vitest';
import { startLanguage } from './language.start';

const facts = { remembered: null, browser: [] as string[], offered: [] as string[], merchantDefault: 'CN' };

describe('startLanguage', () => {
  it("never overrides the player's remembered choice", () => {
    expect(startLanguage('TH', { ...facts, remembered: 'TH', merchantDefault: 'VI', offered: ['VI'] })).toBeNull();
  });

  it('keeps a browser language the merchant offers', () => {
    expect(
      startLanguage('EN', { ...facts, browser: ['en-US'], offered: ['VI', 'EN'], merchantDefault: 'VI' }),
    ).toBeNull();
  });

  it("moves to the merchant's default when the browser speaks nothing the merchant offers", () => {
    expect(startLanguage('JA', { ...facts, browser: ['ja-JP'], offered: ['VI', 'EN'], merchantDefault: 'VI' })).toBe(
      'VI',
    );
    expect(startLanguage('CN', { ...facts, browser: ['de-DE'], offered: ['VI', 'EN'], merchantDefault: 'VI' })).toBe(
      'VI',
    );
  });

  it('prefers a later browser language the merchant offers over the default', () => {
    expect(
      startLanguage('JA', { ...facts, browser: ['ja', 'th-TH'], offered: ['VI', 'TH'], merchantDefault: 'VI' }),
    ).toBe('TH');
  });

  it('treats an empty offer list as every language', () => {
    expect(startLanguage('EN', { ...facts, browser: ['en'], offered: [], merchantDefault: 'CN' })).toBeNull();
  });
});
