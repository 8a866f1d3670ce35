import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { ReactNode } from 'react';
import { CheckIcon, MinusIcon } from '../../icons/icons';
import { describedBy, useFieldIds } from '../field/field.ids';
import * as styles from './choice.css';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  label: ReactNode;
  /** Read with the checkbox (e.g. what agreeing means). */
  description?: ReactNode;
  error?: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** A labelled checkbox on Radix Checkbox: space toggles it, the label is clickable, indeterminate is supported. */
export function Checkbox({
  label,
  description,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  required,
  name,
  value,
  id,
  className,
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      <RadixCheckbox.Root
        id={ids.control}
        className={styles.box}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        required={required}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint: description, error })}
      >
        <RadixCheckbox.Indicator>{checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}</RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.text}>
        <label htmlFor={ids.control} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={ids.hint} className={styles.description}>
            {description}
          </p>
        ) : null}
        {error ? (
          <p id={ids.error} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
