import {
  createTranslator,
  defaultLanguage,
  htmlLang,
  type Language,
  type Messages,
  type Translator,
  translate,
} from '@platform/i18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface I18nContextValue {
  language: Language;
  /** The BCP 47 tag of `language`, for `lang` attributes and `Intl`. */
  lang: string;
  t: Translator;
}

// Outside a provider a component still renders: every string shows as its key, which is visible in review rather
// than a crash in front of a player.
const keysOnly: I18nContextValue = {
  language: defaultLanguage,
  lang: htmlLang[defaultLanguage],
  t: (key, params) => translate({} as Messages, key, params),
};

const I18nContext = createContext<I18nContextValue>(keysOnly);

export interface I18nProviderProps {
  language: Language;
  /** The catalogue of `language`, from `loadMessages(language)` of `@platform/i18n` (loaded before rendering). */
  messages: Messages;
  children?: ReactNode;
}

/**
 * Gives every ui-kit component below it the strings of one language. It does not load catalogues (that is async
 * and belongs to the app shell): load with `loadMessages(language)` and render the provider when it resolves.
 */
export function I18nProvider({ language, messages, children }: I18nProviderProps) {
  const value = useMemo<I18nContextValue>(
    () => ({ language, lang: htmlLang[language], t: createTranslator(messages) }),
    [language, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The translator of the nearest `I18nProvider`: `const t = useT(); t('common.close')`. */
export function useT(): Translator {
  return useContext(I18nContext).t;
}

/** The current language and its `lang` tag. */
export function useLanguage(): { language: Language; lang: string } {
  const { language, lang } = useContext(I18nContext);
  return { language, lang };
}
