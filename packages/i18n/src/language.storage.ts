import { isLanguage, type Language } from './language';

/** The local-storage key of the player's chosen language (player-site.md §3, "Local storage: hisLang"). */
export const languageStorageKey = 'hisLang';

/** The part of the Web Storage API the language memory needs; tests pass a plain object. */
export interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * `globalThis.localStorage` when the platform has one. Reading the property itself throws in some browsers
 * when storage is blocked (Safari private mode, sandboxed frames), hence the try.
 */
function defaultStorage(): LanguageStorage | undefined {
  try {
    return (globalThis as { localStorage?: LanguageStorage }).localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The language the player chose last time (`hisLang`), or null when none is stored, storage is unavailable or the
 * stored value is not one of the six codes.
 * @param storage where `hisLang` lives. @default globalThis.localStorage when present
 */
export function readRememberedLanguage(storage: LanguageStorage | undefined = defaultStorage()): Language | null {
  if (!storage) return null;
  try {
    const stored = storage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Stores the player's choice as `hisLang`. A full or blocked storage is ignored: the choice still applies to this
 * visit, it is just not remembered.
 * @param storage where `hisLang` lives. @default globalThis.localStorage when present
 */
export function rememberLanguage(language: Language, storage: LanguageStorage | undefined = defaultStorage()): void {
  if (!storage) return;
  try {
    storage.setItem(languageStorageKey, language);
  } catch {
    // Quota exceeded or storage disabled: nothing a player could act on.
  }
}
