import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldControl } from '../../shared/a11y.css';
import { cx } from '../../shared/cx';
import { FieldShell } from '../field/Field';
import * as styles from '../field/field.css';
import { type TextControlProps, useTextControl } from './text-field.control';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof TextControlProps<HTMLInputElement> | 'size' | 'children'>,
    TextControlProps<HTMLInputElement> {
  /** A control inside the input's end (the password toggle). */
  endAdornment?: ReactNode;
  inputClassName?: string;
}

/** A labelled single-line text input with hint, error and character counter tied to it by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { endAdornment, inputClassName, type = 'text', ...props },
  ref,
) {
  const { shell, control, rest } = useTextControl<HTMLInputElement, typeof props>(props);
  return (
    <FieldShell {...shell}>
      <div className={styles.control}>
        <input
          ref={ref}
          type={type}
          {...control}
          className={cx(fieldControl, endAdornment ? styles.withEndAdornment : undefined, inputClassName)}
          {...rest}
        />
        {endAdornment ? <span className={styles.endAdornment}>{endAdornment}</span> : null}
      </div>
    </FieldShell>
  );
});
