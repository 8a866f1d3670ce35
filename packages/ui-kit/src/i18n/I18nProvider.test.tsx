import { loadMessages } from '@platform/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useLanguage, useT } from './I18nProvider';

function Probe() {
  const t = useT();
  const { language, lang } = useLanguage();
  return (
    <p lang={lang} data-language={language}>
      {t('pagination.summary', { page: 2, total: 9 })}
    </p>
  );
}

describe('I18nProvider', () => {
  it('translates with the given catalogue and fills placeholders', async () => {
    const messages = await loadMessages('EN');
    render(
      <I18nProvider language="EN" messages={messages}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('Page 2 of 9')).toHaveAttribute('lang', 'en');
  });

  it('gives the language and its lang tag (TH is th)', async () => {
    const messages = await loadMessages('TH');
    render(
      <I18nProvider language="TH" messages={messages}>
        <Probe />
      </I18nProvider>,
    );
    const text = screen.getByRole('paragraph');
    expect(text).toHaveAttribute('lang', 'th');
    expect(text).toHaveAttribute('data-language', 'TH');
    expect(text.textContent).toBe(messages['pagination.summary'].replace('{page}', '2').replace('{total}', '9'));
  });

  it('shows keys rather than crashing when no provider is above', () => {
    render(<Probe />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('pagination.summary');
  });
});
