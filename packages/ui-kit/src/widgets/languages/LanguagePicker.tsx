import { languages as allLanguages, htmlLang, type Language, languageEndonyms } from '@platform/i18n';
import { useT } from '../../i18n/I18nProvider';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../icons/icons';
import { Button } from '../../primitives/button/Button';
import { cx } from '../../shared/cx';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import { Disclosure } from '../shared/Disclosure';
import * as styles from './language-picker.css';

export interface LanguagePickerProps {
  /** The language on now. */
  value: Language;
  onChange: (language: Language) => void;
  /** The languages the merchant offers, in order. @default CN, TW, JA, EN, TH, VI */
  languages?: readonly Language[];
  /** `menu` for the header (a button that shows the list); `list` for a page of its own (/lang). @default 'menu' */
  variant?: 'menu' | 'list';
  className?: string;
}

/**
 * The language picker (player-site §2): each language named in itself with its `lang` attribute, so a player who
 * switched to a language they cannot read still finds theirs, and screen readers pronounce each name right.
 */
export function LanguagePicker({
  value,
  onChange,
  languages = allLanguages,
  variant = 'menu',
  className,
}: LanguagePickerProps) {
  const t = useT();
  const list = (close?: () => void) => (
    <ul className={cx(styles.list, variant === 'list' && styles.listPage)} aria-label={t('language.title')}>
      {languages.map((language) => (
        <li key={language}>
          <button
            type="button"
            className={styles.option}
            lang={htmlLang[language]}
            aria-current={language === value ? 'true' : undefined}
            onClick={() => {
              close?.();
              if (language !== value) onChange(language);
            }}
          >
            <span className={styles.check} aria-hidden="true">
              {language === value ? <CheckIcon /> : null}
            </span>
            {languageEndonyms[language]}
          </button>
        </li>
      ))}
    </ul>
  );
  if (variant === 'list') {
    return (
      <nav className={className} aria-label={t('language.title')}>
        {list()}
      </nav>
    );
  }
  return (
    <Disclosure
      className={className}
      label={t('language.title')}
      trigger={(props) => (
        <Button tone="ghost" size="sm" {...props}>
          <GlobeIcon />
          <VisuallyHidden>{t('language.title')}</VisuallyHidden>{' '}
          <span lang={htmlLang[value]}>{languageEndonyms[value]}</span>
          <ChevronDownIcon />
        </Button>
      )}
    >
      {(close) => list(close)}
    </Disclosure>
  );
}
