import { htmlLang, isLanguage, type Language, languageEndonyms } from '@platform/i18n';
import { Button, ChevronDownIcon, GlobeIcon, useT, VisuallyHidden } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { usePlatform } from '../../app/platform.context';

const loadPicker = () => import('./LanguagePickerLive');
const LanguagePickerLive = lazy(loadPicker);

/**
 * The header's language picker (CN, TW, JA, EN, TH, VI, or the merchant's list from the status call). Until the
 * player reaches for it, a stand-in trigger of the same look (the picker's own ui-kit icons, so nothing moves when the
 * picker replaces it) holds its place; hovering or focusing it fetches the picker, pressing it swaps the picker in
 * already open.
 */
export function LanguageMenu() {
  const platform = usePlatform();
  const t = useT();
  const { language } = useSnapshot(platform.ui);
  const status = useQuery(bootstrapQueries.status(platform));
  const [live, setLive] = useState<'no' | 'open'>('no');
  const offered = status.data?.languages.filter((code): code is Language => isLanguage(code));
  const languages = offered && offered.length > 0 ? offered : undefined;

  const standIn = (
    <Button
      tone="ghost"
      size="sm"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPicker()}
      onFocus={() => void loadPicker()}
      onClick={() => setLive('open')}
    >
      <GlobeIcon />
      <VisuallyHidden>{t('language.title')}: </VisuallyHidden>
      <span lang={htmlLang[language]}>{languageEndonyms[language]}</span>
      <ChevronDownIcon />
    </Button>
  );
  if (live === 'no') return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguagePickerLive value={language} {...(languages ? { languages } : {})} openOnMount={live === 'open'} />
    </Suspense>
  );
}
