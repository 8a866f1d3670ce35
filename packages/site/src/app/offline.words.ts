// The offline page's words in each language, read at build time by vite.pwa.ts (the page is static: it is written
// into the build and precached by the service worker, and must work without the app's code).
import { htmlLang, type Language, languages, loadMessages } from '@platform/i18n';

export const offlineKeys = ['offline.title', 'offline.body', 'common.retry'] as const;

export type OfflineWords = Record<(typeof offlineKeys)[number] | 'lang', string>;

/** Each language's words and its `lang` attribute. A top-level await: the build's module runner closes after import. */
export const offlineWords: Record<Language, OfflineWords> = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => {
      const messages = await loadMessages(language);
      const words = Object.fromEntries(offlineKeys.map((key) => [key, messages[key]]));
      return [language, { ...words, lang: htmlLang[language] }];
    }),
  ),
);
