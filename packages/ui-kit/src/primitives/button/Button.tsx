import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { type ButtonVariants, button } from './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  /** Shows a busy state: the button is announced as busy and ignores clicks. */
  loading?: boolean;
}

/** The platform's button. Defaults to `type="button"` so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, block, loading = false, className, type = 'button', disabled, onClick, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={[button({ tone, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {children}
    </button>
  );
});
