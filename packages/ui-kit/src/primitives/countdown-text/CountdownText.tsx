import { formatCountdown, formatHhMmSs, formatIssueCountdown, formatMmSs, wholeSeconds } from '@platform/countdown';
import type { ReactNode } from 'react';
import { cx } from '../../shared/cx';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import * as styles from './countdown-text.css';

/** The formats of @platform/countdown, by name. */
export const countdownFormats = {
  /** `mm:ss` under an hour, `hh:mm:ss` from an hour (raffle start). */
  auto: formatCountdown,
  /** `mm:ss` (SMS code button). */
  minutes: formatMmSs,
  /** `hh:mm:ss`. */
  hours: formatHhMmSs,
  /** `hh:mm:ss`, `--:--:--` under 1 s or over 1000 hours (lottery issue). */
  issue: formatIssueCountdown,
} as const;

export type CountdownFormat = keyof typeof countdownFormats;

export interface CountdownTextProps {
  /** Time left, from a @platform/countdown machine's state (this component keeps no clock). */
  remainingMs: number;
  /** @default 'auto' */
  format?: CountdownFormat;
  /** Read before the time, e.g. "Draw closes in" (already translated); hidden on screen. */
  label?: ReactNode;
  className?: string;
}

/**
 * A countdown's text in tabular figures so it does not jitter. It is a `timer` (not a live region): screen readers
 * read it when they reach it instead of every second.
 */
export function CountdownText({ remainingMs, format = 'auto', label, className }: CountdownTextProps) {
  const text = countdownFormats[format](remainingMs);
  return (
    <span role="timer" aria-atomic="true" className={cx(styles.countdown, className)}>
      {label ? <VisuallyHidden>{label} </VisuallyHidden> : null}
      <time dateTime={`PT${wholeSeconds(remainingMs)}S`}>{text}</time>
    </span>
  );
}
