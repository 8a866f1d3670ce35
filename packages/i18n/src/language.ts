/** The six languages of the product, in the order the language picker shows them (player-site.md §2). */
export type Language = 'CN' | 'TW' | 'JA' | 'EN' | 'TH' | 'VI';

export const languages: readonly Language[] = Object.freeze(['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const);

/** player-site.md §9: "default language CN". */
export const defaultLanguage: Language = 'CN';

/** BCP 47 tags for `lang` attributes, Intl and fonts (spec NOTES.md). */
export const htmlLang: Readonly<Record<Language, string>> = Object.freeze({
  CN: 'zh-CN',
  TW: 'zh-TW',
  JA: 'ja',
  EN: 'en',
  TH: 'th',
  VI: 'vi',
});

/**
 * Each language's name in that language, for a picker that must stay readable whatever language is on
 * (a player who switched to a language they cannot read still finds their own).
 */
export const languageEndonyms: Readonly<Record<Language, string>> = Object.freeze({
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  EN: 'English',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
});

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The product language for a code or a BCP 47 tag, or null. Accepts the product codes in any case (`th`, `TH`)
 * and browser tags: Traditional Chinese scripts and regions (zh-TW, zh-HK, zh-MO, zh-Hant) map to TW, any
 * other Chinese to CN.
 */
export function languageFromTag(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const trimmed = tag.trim();
  const upper = trimmed.toUpperCase();
  if (isLanguage(upper)) return upper;
  const [primary = '', ...rest] = upper.split(/[-_]/);
  const subtags = new Set(rest);
  switch (primary) {
    case 'ZH':
      return subtags.has('HANT') || subtags.has('TW') || subtags.has('HK') || subtags.has('MO') ? 'TW' : 'CN';
    case 'JA':
      return 'JA';
    case 'EN':
      return 'EN';
    case 'TH':
      return 'TH';
    case 'VI':
      return 'VI';
    default:
      return null;
  }
}
