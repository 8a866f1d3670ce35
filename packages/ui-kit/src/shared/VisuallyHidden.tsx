import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './a11y.css';
import { cx } from './cx';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx(visuallyHidden, className)} {...rest} />;
}
