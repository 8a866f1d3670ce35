import { type Language, loadMessages } from '@platform/i18n';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '../src/i18n/I18nProvider';

/** Renders inside an I18nProvider with the real catalogue of `language` (English by default, so tests read well). */
export async function renderWithI18n(ui: ReactElement, language: Language = 'EN') {
  const messages = await loadMessages(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} messages={messages}>
      {children}
    </I18nProvider>
  );
  return { messages, ...render(ui, { wrapper }) };
}
