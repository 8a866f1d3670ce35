import { htmlLang, loadMessages } from '@platform/i18n';
import { I18nProvider } from '@platform/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { usePlatform } from './platform.context';

/**
 * Loads the catalogue of the current language (one lazy chunk per language), keeps the previous one on screen while
 * a new one loads, and keeps `<html lang>` in step (spec NOTES: CN→zh-CN, TW→zh-TW, JA→ja, EN→en, TH→th, VI→vi).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const { language } = useSnapshot(platform.ui);
  const messages = useQuery({
    queryKey: ['i18n', language],
    queryFn: () => loadMessages(language),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    document.documentElement.lang = htmlLang[language];
  }, [language]);

  if (!messages.data) return null;
  return (
    <I18nProvider language={language} messages={messages.data}>
      {children}
    </I18nProvider>
  );
}
