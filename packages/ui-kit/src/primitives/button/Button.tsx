import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cx } from '../../shared/cx';
import { type ButtonVariants, button, spinner } from './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Shows a busy state: a spinner, announced as busy, and clicks are ignored. @default false */
  loading?: boolean;
}

/**
 * The platform's button. Defaults to `type="button"` so it never submits a form by accident. With
 * `aria-disabled="true"` it stays focusable (and ignores clicks), for controls that must not lose focus when they
 * become unavailable.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, block, loading = false, className, type = 'button', disabled, onClick, children, ...rest },
  ref,
) {
  const inert = loading || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  return (
    <button
      ref={ref}
      type={type}
      className={cx(button({ tone, size, block }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={inert ? undefined : onClick}
      {...rest}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
