import { isLanguage, type Language, languageFromTag } from '@platform/i18n';

export interface StartLanguageFacts {
  /** The player's remembered choice (`hisLang`), if any. */
  remembered: Language | null;
  /** The browser's preferences, best first. */
  browser: readonly string[];
  /** What the merchant offers (status `languages`); empty means every language. */
  offered: readonly string[];
  /** The merchant's default (status `defaultLanguage`). */
  merchantDefault: string | null | undefined;
}

/**
 * The language a first visit should switch to once the merchant is known, or null to stay. A remembered choice always
 * stands. Otherwise the first browser language the merchant offers, else the merchant's default: a visitor whose
 * browser speaks an offered language reads it at once, and nobody is left in a language the merchant does not offer.
 */
export function startLanguage(current: Language, facts: StartLanguageFacts): Language | null {
  if (facts.remembered) return null;
  const offered = facts.offered.filter(isLanguage);
  const allowed = (language: Language | null): language is Language =>
    language !== null && (offered.length === 0 || offered.includes(language));
  const fromBrowser = facts.browser.map((tag) => languageFromTag(tag)).find(allowed);
  const merchant = languageFromTag(facts.merchantDefault ?? null);
  const target = fromBrowser ?? (allowed(merchant) ? merchant : null) ?? (allowed(current) ? current : null);
  return target && target !== current ? target : null;
}
