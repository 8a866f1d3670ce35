import type { ChangeEvent, ReactNode } from 'react';
import type { FieldShellProps } from '../field/Field';
import { describedBy, useFieldIds } from '../field/field.ids';
import { TextCounter } from './TextCounter';
import { characterCount } from './text-field.counter';
import { useTextValue } from './text-field.value';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** The props `TextField` and `TextArea` share: the field chrome around the control and the text it holds. */
export interface TextControlProps<E extends TextElement> {
  /** The visible label (required: a placeholder is not a label). */
  label: ReactNode;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** The error text (already translated); marks the control invalid and is read with it. */
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<E>) => void;
  onValueChange?: (value: string) => void;
  /**
   * Caps the length (the browser refuses more) and shows `count/max` unless `showCounter` is false (feedback: 500;
   * claim remarks: 140).
   */
  maxLength?: number;
  /** @default true when `maxLength` is set */
  showCounter?: boolean;
  /** Class of the outer field. */
  className?: string;
}

/** The native attributes the hook also reads, beside `TextControlProps`. */
interface NativeFieldProps {
  id?: string;
  required?: boolean;
}

/**
 * Wires a text control to its field: the props for `FieldShell` (label, hint, error and the counter), the props for
 * the `<input>` or `<textarea>` (id, value, change handler, aria-invalid and aria-describedby), and the caller's
 * other native attributes, to spread after them.
 */
export function useTextControl<E extends TextElement, Props extends TextControlProps<E> & NativeFieldProps>({
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
  className,
  required,
  ...rest
}: Props) {
  const ids = useFieldIds(id);
  const [current, handleChange] = useTextValue(value, defaultValue, onValueChange, onChange);
  const counter = showCounter && maxLength !== undefined;
  const shell = {
    ids,
    label,
    hint,
    error,
    required,
    className,
    counter: counter ? <TextCounter id={ids.counter} count={characterCount(current)} max={maxLength} /> : null,
  } satisfies Omit<FieldShellProps, 'children'>;
  const control = {
    id: ids.control,
    value: current,
    onChange: handleChange,
    maxLength,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, { hint, error, counter }),
  };
  return { shell, control, rest };
}
