import { describe, expect, it } from 'vitest';
import { defaultLanguage, htmlLang, isLanguage, languageEndonyms, languageFromTag, languages } from './language';

describe('languages', () => {
  it('lists the six product languages in picker order', () => {
    expect(languages).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
    expect(Object.isFrozen(languages)).toBe(true);
  });

  it('defaults to CN', () => {
    expect(defaultLanguage).toBe('CN');
  });

  it('maps each code to the BCP 47 tag of the spec notes', () => {
    expect(htmlLang).toEqual({ CN: 'zh-CN', TW: 'zh-TW', JA: 'ja', EN: 'en', TH: 'th', VI: 'vi' });
  });

  it('names every language in its own script', () => {
    expect(Object.keys(languageEndonyms)).toEqual([...languages]);
    expect(languageEndonyms.TH).toBe('ไทย');
    expect(languageEndonyms.TW).toBe('繁體中文');
  });
});

describe('isLanguage', () => {
  it.each(['CN', 'TW', 'JA', 'EN', 'TH', 'VI'])('accepts %s', (code) => {
    expect(isLanguage(code)).toBe(true);
  });

  it.each(['cn', 'zh-CN', 'ID', '', null, undefined, 3, {}])('refuses %j', (value) => {
    expect(isLanguage(value)).toBe(false);
  });
});

describe('languageFromTag', () => {
  it.each([
    ['TH', 'TH'],
    ['th', 'TH'],
    [' vi ', 'VI'],
    ['zh-CN', 'CN'],
    ['zh', 'CN'],
    ['zh-Hans-CN', 'CN'],
    ['zh-SG', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['zh_MO', 'TW'],
    ['zh-Hant', 'TW'],
    ['ja-JP', 'JA'],
    ['en-GB', 'EN'],
    ['th-TH', 'TH'],
    ['vi-VN', 'VI'],
  ] as const)('reads %s as %s', (tag, language) => {
    expect(languageFromTag(tag)).toBe(language);
  });

  it.each(['id-ID', 'ko', 'fr-FR', '', null, undefined])('finds no product language in %j', (tag) => {
    expect(languageFromTag(tag)).toBeNull();
  });
});
