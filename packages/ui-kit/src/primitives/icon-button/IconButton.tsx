import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cx } from '../../shared/cx';
import { VisuallyHidden } from '../../shared/VisuallyHidden';
import { type ButtonVariants, button, iconButton } from '../button/button.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (required: an icon alone names nothing). Also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  /** @default 'ghost' */
  tone?: ButtonVariants['tone'];
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** @default false */
  round?: boolean;
}

/** A button that shows only an icon; `label` is its name for screen readers and its tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, tone = 'ghost', size = 'md', round = false, className, type = 'button', title, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      title={title ?? label}
      className={cx(button({ tone, size }), iconButton({ size, round }), className)}
      {...rest}
    >
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  );
});
