import type { HTMLAttributes } from 'react';
import { cx } from '../../shared/cx';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import * as styles from './badge.css';
import { badgeLabel, badgeMaxCount } from './badge.label';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The count. Above `max` the badge shows `...`; screen readers still hear the exact number. */
  count?: number;
  /** @default 99 */
  max?: number;
  /** @default false */
  showZero?: boolean;
  /** A plain dot with no number (something new); give it `label`. */
  dot?: boolean;
  /** Read by screen readers instead of the bare number or dot, e.g. "12 unread messages" (already translated). */
  label?: string;
  /** @default 'accent' */
  tone?: keyof typeof styles.badge;
}

/** A small count or dot on a menu entry or icon (unread messages, available promotions). */
export function Badge({
  count = 0,
  max = badgeMaxCount,
  showZero,
  dot,
  label,
  tone = 'accent',
  className,
  ...rest
}: BadgeProps) {
  if (dot) {
    return (
      <span className={cx(styles.badge[tone], styles.dot, className)} {...rest}>
        {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
      </span>
    );
  }
  const shown = badgeLabel(count, { max, showZero });
  if (shown === null) return null;
  return (
    <span className={cx(styles.badge[tone], className)} {...rest}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{label ?? String(Math.floor(count))}</VisuallyHidden>
    </span>
  );
}
