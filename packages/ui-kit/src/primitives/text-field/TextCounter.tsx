import { useRef } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { cx } from '../../shared/cx';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import * as styles from '../field/field.css';
import { useSettledCount } from './text-field.counter';

export interface TextCounterProps {
  id: string;
  count: number;
  max: number;
}

/**
 * `12/140` under the control, part of its description; a polite live region repeats it once typing pauses. The first
 * settled value is the initial one and is not announced.
 */
export function TextCounter({ id, count, max }: TextCounterProps) {
  const t = useT();
  const settled = useSettledCount(count);
  const initial = useRef(count);
  const announce = settled !== undefined && settled !== initial.current;
  return (
    <>
      <span id={id} className={cx(styles.counter, count >= max && styles.counterFull)}>
        {t('common.characterCount', { count, max })}
      </span>
      <VisuallyHidden aria-live="polite">
        {announce ? t('common.characterCount', { count: settled, max }) : ''}
      </VisuallyHidden>
    </>
  );
}
