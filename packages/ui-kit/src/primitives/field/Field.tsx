import type { ReactNode } from 'react';
import { cx } from '../../shared/cx';
import * as styles from './field.css';
import type { FieldIds } from './field.ids';

export interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Rendered at the end of the footer (the character counter). */
  counter?: ReactNode;
  /** `label` for controls a <label> can name; `span` when the control is named by aria-labelledby. */
  labelAs?: 'label' | 'span';
  /** Announce the error when it appears (for errors that answer an action, like a refused file). */
  announceError?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint, error and counter in one column; the control is wired to them by the ids in `ids`. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  required,
  counter,
  labelAs = 'label',
  announceError = false,
  className,
  children,
}: FieldShellProps) {
  const hasFooter = hint || error || counter || announceError;
  const labelContent = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </>
  );
  return (
    <div className={cx(styles.field, className)}>
      {labelAs === 'label' ? (
        <label id={ids.label} className={styles.label} htmlFor={ids.control}>
          {labelContent}
        </label>
      ) : (
        <span id={ids.label} className={styles.label}>
          {labelContent}
        </span>
      )}
      {children}
      {hasFooter ? (
        <div className={styles.footer}>
          <div className={styles.messages}>
            {hint ? (
              <p id={ids.hint} className={styles.hint}>
                {hint}
              </p>
            ) : null}
            {/* Always in the DOM when announced, so a screen reader notices the change. */}
            {error || announceError ? (
              <p id={ids.error} className={styles.error} role={announceError ? 'alert' : undefined}>
                {error}
              </p>
            ) : null}
          </div>
          {counter}
        </div>
      ) : null}
    </div>
  );
}
