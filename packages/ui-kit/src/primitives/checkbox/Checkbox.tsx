import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { ReactNode } from 'react';
import { CheckIcon, MinusIcon } from '../../icons/icons';
import { cx } from '../../shared/cx';
import { describedBy, useFieldIds } from '../field/field.ids';
import * as styles from './choice.css';
import { ChoiceMessage, ChoiceText } from './choice.parts';

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
    <div className={cx(styles.row, className)}>
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
      <ChoiceText htmlFor={ids.control} label={label} description={description} descriptionId={ids.hint}>
        <ChoiceMessage id={ids.error} tone="error">
          {error}
        </ChoiceMessage>
      </ChoiceText>
    </div>
  );
}
