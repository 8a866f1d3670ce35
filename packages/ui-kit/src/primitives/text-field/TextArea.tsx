import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { fieldControl } from '../../shared/a11y.css';
import { cx } from '../../shared/cx';
import { FieldShell } from '../field/Field';
import { type TextControlProps, useTextControl } from './text-field.control';
import * as styles from './text-field.css';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof TextControlProps<HTMLTextAreaElement> | 'children'>,
    TextControlProps<HTMLTextAreaElement> {
  /** @default 4 */
  rows?: number;
}

/** The multi-line twin of `TextField`: label, hint, error and counter wired the same way. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ rows = 4, ...props }, ref) {
  const { shell, control, rest } = useTextControl<HTMLTextAreaElement, typeof props>(props);
  return (
    <FieldShell {...shell}>
      <textarea ref={ref} rows={rows} {...control} className={cx(fieldControl, styles.textarea)} {...rest} />
    </FieldShell>
  );
});
