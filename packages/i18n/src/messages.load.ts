import { UnsupportedLanguageError } from './i18n.errors';
import { isLanguage, type Language } from './language';
import type { Messages } from './messages.types';

/** Loads one language's catalogue module. */
export type CatalogueImporter = () => Promise<{ messages: Messages }>;

// One dynamic import per language, so a bundler emits each catalogue as its own lazily loaded chunk. A named export
// rather than `default`: Node's import() of the CommonJS build wraps module.exports as `default`.
const catalogueImporters: Readonly<Record<Language, CatalogueImporter>> = {
  CN: () => import('./catalogues/cn'),
  TW: () => import('./catalogues/tw'),
  JA: () => import('./catalogues/ja'),
  EN: () => import('./catalogues/en'),
  TH: () => import('./catalogues/th'),
  VI: () => import('./catalogues/vi'),
};

/**
 * A loader over the given importers that imports each language at most once and shares the pending promise
 * between concurrent callers. A failed import (a chunk that did not arrive) is forgotten, so the next call retries.
 */
export function createMessageLoader(
  importers: Readonly<Record<Language, CatalogueImporter>> = catalogueImporters,
): (language: Language) => Promise<Messages> {
  const cache = new Map<Language, Promise<Messages>>();
  return (language) => {
    if (!isLanguage(language)) return Promise.reject(new UnsupportedLanguageError(language));
    const cached = cache.get(language);
    if (cached) return cached;
    const pending = importers[language]().then(
      (module) => Object.freeze(module.messages),
      (error: unknown) => {
        cache.delete(language);
        throw error;
      },
    );
    cache.set(language, pending);
    return pending;
  };
}

/** The catalogue of `language`, imported on first use and cached for the life of the page. */
export const loadMessages: (language: Language) => Promise<Messages> = /* @__PURE__ */ createMessageLoader();
