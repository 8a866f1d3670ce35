import { forwardRef, type ReactNode } from 'react';
import { fieldControl } from '../../shared/a11y.css';
import { cx } from '../../shared/cx';
import { FieldShell } from '../field/Field';
import { describedBy, useFieldIds } from '../field/field.ids';
import * as styles from './native-select.css';

export interface NativeSelectOption {
  value: string;
  /** Plain text: a native option shows text only. */
  label: string;
}

export interface NativeSelectProps {
  label: ReactNode;
  options: readonly NativeSelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  /** The first, empty choice while nothing is chosen (already translated); the field then counts as unfilled. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A labelled choice on the browser's own <select>: the platform's picker on phones, type-to-find and the keyboard of
 * every browser, and no script beyond the field. For filters and forms in pages where a lazy chunk counts its bytes;
 * `Select` (Radix) stays for choices that need rich option content.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { label, options, value, onValueChange, placeholder, hint, error, required, disabled, name, id, className },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        ref={ref}
        id={ids.control}
        name={name}
        className={cx(fieldControl, styles.select)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
