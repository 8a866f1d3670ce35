import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons';
import { fieldControl } from '../../shared/a11y.css';
import { cx } from '../../shared/cx';
import { FieldShell } from '../field/Field';
import { describedBy, useFieldIds } from '../field/field.ids';
import * as styles from './select.css';

export interface SelectOption {
  /** Never empty: Radix Select keeps '' for "nothing chosen". */
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen (already translated). */
  placeholder?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Submitted with a form under this name. */
  name?: string;
  id?: string;
  className?: string;
}

/** A labelled single choice from a list, on Radix Select (keyboard, typeahead, screen-reader roles). */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  required,
  disabled,
  name,
  id,
  className,
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        name={name}
      >
        <RadixSelect.Trigger
          id={ids.control}
          className={cx(fieldControl, styles.trigger)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
        >
          <span className={styles.triggerValue}>
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon>
            <ChevronDownIcon />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <RadixSelect.ItemIndicator className={styles.indicator}>
                    <CheckIcon />
                  </RadixSelect.ItemIndicator>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </FieldShell>
  );
}
