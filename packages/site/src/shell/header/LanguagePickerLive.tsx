import type { Language } from '@platform/i18n';
import { LanguagePicker } from '@platform/ui-kit';
import { useEffect, useRef } from 'react';
import { changeLanguage } from '../../app/language.change';
import { usePlatform } from '../../app/platform.context';
import * as styles from './header.css';

export interface LanguagePickerLiveProps {
  value: Language;
  languages?: readonly Language[];
  /** The player pressed the stand-in trigger: open at once, focus in the picker. */
  openOnMount: boolean;
}

/**
 * ui-kit's picker (Radix Popover) and the language change (with its account update), in a module of their own so
 * their weight loads when the player reaches for the picker.
 */
export default function LanguagePickerLive({ value, languages, openOnMount }: LanguagePickerLiveProps) {
  const platform = usePlatform();
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    // After the press that asked for it has finished, so the popover does not take that press as one outside it.
    const timer = setTimeout(() => {
      const trigger = wrapper.current?.querySelector('button');
      trigger?.focus();
      trigger?.click();
    }, 0);
    return () => clearTimeout(timer);
  }, [openOnMount]);
  return (
    <span ref={wrapper} className={styles.contents}>
      <LanguagePicker
        value={value}
        onChange={(next) => void changeLanguage(platform, next)}
        {...(languages ? { languages } : {})}
      />
    </span>
  );
}
