import { type ChangeEvent, forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldControl } from '../../shared/a11y.css';
import { cx } from '../../shared/cx';
import { FieldShell } from '../field/Field';
import * as styles from '../field/field.css';
import { describedBy, useFieldIds } from '../field/field.ids';
import { TextCounter } from './TextCounter';
import { characterCount } from './text-field.counter';
import { useTextValue } from './text-field.value';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'size' | 'children'> {
  /** The visible label (required: a placeholder is not a label). */
  label: ReactNode;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** The error text (already translated); marks the control invalid and is read with it. */
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onValueChange?: (value: string) => void;
  /** Caps the length (the browser refuses more) and shows `count/max` unless `showCounter` is false. */
  maxLength?: number;
  /** @default true when `maxLength` is set */
  showCounter?: boolean;
  /** A control inside the input's end (the password toggle). */
  endAdornment?: ReactNode;
  /** Class of the outer field. */
  className?: string;
  inputClassName?: string;
}

/** A labelled single-line text input with hint, error and character counter tied to it by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    id,
    label,
    hint,
    error,
    value,
    defaultValue,
    onChange,
    onValueChange,
    maxLength,
    showCounter = maxLength !== undefined,
    endAdornment,
    className,
    inputClassName,
    required,
    type = 'text',
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const [current, handleChange] = useTextValue(value, defaultValue, onValueChange, onChange);
  const counter = showCounter && maxLength !== undefined;
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      counter={counter ? <TextCounter id={ids.counter} count={characterCount(current)} max={maxLength} /> : null}
    >
      <div className={styles.control}>
        <input
          ref={ref}
          id={ids.control}
          type={type}
          value={current}
          onChange={handleChange}
          maxLength={maxLength}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error, counter })}
          className={cx(fieldControl, endAdornment ? styles.withEndAdornment : undefined, inputClassName)}
          {...rest}
        />
        {endAdornment ? <span className={styles.endAdornment}>{endAdornment}</span> : null}
      </div>
    </FieldShell>
  );
});
