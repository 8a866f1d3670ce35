import { defaultLanguage, isLanguage, type Language, languageFromTag } from './language';

export interface ResolveLanguageOptions {
  /** The player's own earlier choice (`readRememberedLanguage()`). @default null */
  remembered?: Language | null;
  /** The merchant's configured default, a product code ('TH') or a tag ('th-TH'). @default null */
  merchantDefault?: string | null;
  /** The browser's preferences, best first (`navigator.languages`). @default [] */
  browser?: readonly string[];
}

/**
 * The language to start a visit in: the player's remembered choice (`hisLang`), else the merchant's default, else
 * the first browser preference the product supports, else CN (player-site.md §9).
 */
export function resolveInitialLanguage(options: ResolveLanguageOptions = {}): Language {
  const { remembered = null, merchantDefault = null, browser = [] } = options;
  if (isLanguage(remembered)) return remembered;
  const merchant = languageFromTag(merchantDefault);
  if (merchant) return merchant;
  for (const tag of browser) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}
