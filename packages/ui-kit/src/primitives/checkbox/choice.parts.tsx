import type { ReactNode } from 'react';
import * as styles from './choice.css';

// The text beside a choice control and the messages under it, shared by the checkbox and the radio group, so both
// wire descriptions and errors to their controls the same way.

export interface ChoiceTextProps {
  /** The id of the control the label names. */
  htmlFor: string;
  label: ReactNode;
  description?: ReactNode;
  /** The id the control's aria-describedby points at for the description. */
  descriptionId: string;
  /** More under the description (the checkbox's error). */
  children?: ReactNode;
}

/** The clickable label of a checkbox or a radio option, with its description under it. */
export function ChoiceText({ htmlFor, label, description, descriptionId, children }: ChoiceTextProps) {
  return (
    <div className={styles.text}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      <ChoiceMessage id={descriptionId} tone="description">
        {description}
      </ChoiceMessage>
      {children}
    </div>
  );
}

export interface ChoiceMessageProps {
  /** The id the control's aria-describedby points at. */
  id: string;
  tone: 'description' | 'error';
  /** Nothing is rendered without it. */
  children?: ReactNode;
}

/** A hint or an error under a choice or a group of choices, rendered only when there is one. */
export function ChoiceMessage({ id, tone, children }: ChoiceMessageProps) {
  if (!children) return null;
  return (
    <p id={id} className={tone === 'error' ? styles.error : styles.description}>
      {children}
    </p>
  );
}
