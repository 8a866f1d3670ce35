import { type ChangeEvent, forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { fieldControl } from '../../shared/a11y.css';
import { cx } from '../../shared/cx';
import { FieldShell } from '../field/Field';
import { describedBy, useFieldIds } from '../field/field.ids';
import { TextCounter } from './TextCounter';
import { characterCount } from './text-field.counter';
import * as styles from './text-field.css';
import { useTextValue } from './text-field.value';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  onValueChange?: (value: string) => void;
  /** Caps the length and shows `count/max` (feedback: 500; claim remarks: 140). */
  maxLength?: number;
  /** @default true when `maxLength` is set */
  showCounter?: boolean;
  /** @default 4 */
  rows?: number;
  className?: string;
}

/** The multi-line twin of `TextField`: label, hint, error and counter wired the same way. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
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
    rows = 4,
    className,
    required,
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
      <textarea
        ref={ref}
        id={ids.control}
        rows={rows}
        value={current}
        onChange={handleChange}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error, counter })}
        className={cx(fieldControl, styles.textarea)}
        {...rest}
      />
    </FieldShell>
  );
});
