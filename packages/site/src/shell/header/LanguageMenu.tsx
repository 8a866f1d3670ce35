import { htmlLang, isLanguage, type Language, languageEndonyms } from '@platform/i18n';
import { Button, useT, VisuallyHidden } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { bootstrapQueries } from '../../app/bootstrap.queries';
import { usePlatform } from '../../app/platform.context';

const loadPicker = () => import('./LanguagePickerLive');
const LanguagePickerLive = lazy(loadPicker);

// The stand-in trigger draws the picker's own icons (24 px strokes, 1em) so nothing moves when the picker replaces it.
function StandInIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/**
 * The header's language picker (CN, TW, JA, EN, TH, VI, or the merchant's list from the status call). Until the
 * player reaches for it, a stand-in trigger of the same look holds its place; hovering or focusing it fetches the
 * picker, pressing it swaps the picker in already open.
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
      <StandInIcon>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </StandInIcon>
      <VisuallyHidden>{t('language.title')}: </VisuallyHidden>
      <span lang={htmlLang[language]}>{languageEndonyms[language]}</span>
      <StandInIcon>
        <path d="M5 9l7 7 7-7" />
      </StandInIcon>
    </Button>
  );
  if (live === 'no') return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguagePickerLive value={language} {...(languages ? { languages } : {})} openOnMount={live === 'open'} />
    </Suspense>
  );
}
