import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';
import { cx } from '../../shared/cx';
import * as styles from '../checkbox/choice.css';
import { ChoiceMessage, ChoiceText } from '../checkbox/choice.parts';
import { describedBy, useFieldIds } from '../field/field.ids';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the options answer; names the group. */
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * One choice among a few, on Radix RadioGroup: one tab stop, arrow keys move and select (the ARIA radio group
 * pattern).
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  orientation = 'vertical',
  disabled,
  required,
  name,
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx(styles.group, className)}>
      <span id={ids.label} className={styles.legend}>
        {label}
      </span>
      <RadixRadioGroup.Root
        id={ids.control}
        className={styles.options}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        orientation={orientation}
        disabled={disabled}
        required={required}
        name={name}
        aria-labelledby={ids.label}
        aria-describedby={describedBy(ids, { hint, error })}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => {
          const optionId = `${ids.control}-${option.value}`;
          return (
            <div key={option.value} className={styles.row}>
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              >
                <RadixRadioGroup.Indicator className={styles.radioDot} />
              </RadixRadioGroup.Item>
              <ChoiceText
                htmlFor={optionId}
                label={option.label}
                description={option.description}
                descriptionId={`${optionId}-description`}
              />
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      <ChoiceMessage id={ids.hint} tone="description">
        {hint}
      </ChoiceMessage>
      <ChoiceMessage id={ids.error} tone="error">
        {error}
      </ChoiceMessage>
    </div>
  );
}
