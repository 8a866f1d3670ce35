import type { Language } from '@platform/i18n';
import { LanguagePicker } from '@platform/ui-kit';
import { useEffect, useRef } from 'react';
import * as styles from '../shell.css';

export interface LanguagePickerLiveProps {
  value: Language;
  languages?: readonly Language[];
  onChange: (language: Language) => void;
  /** The player pressed the stand-in trigger: open at once, focus in the picker. */
  openOnMount: boolean;
}

/** ui-kit's picker (Radix Popover), in a module of its own so its weight loads when the player reaches for it. */
export default function LanguagePickerLive({ value, languages, onChange, openOnMount }: LanguagePickerLiveProps) {
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
      <LanguagePicker value={value} onChange={onChange} {...(languages ? { languages } : {})} />
    </span>
  );
}
