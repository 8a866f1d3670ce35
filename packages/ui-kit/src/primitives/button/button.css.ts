import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    cursor: 'pointer',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      critical: { background: vars.color.critical, color: vars.color.onCritical },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
    },
    size: {
      sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, minHeight: '32px' },
      md: { padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.md, minHeight: '40px' },
      lg: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.lg, minHeight: '48px' },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Square buttons that hold only an icon: the size is the hit area (32, 40 or 48 px, all above WCAG 2.5.8's 24). */
export const iconButton = recipe({
  base: { padding: 0, flexShrink: 0, fontSize: '1.25em' },
  variants: {
    size: {
      sm: { width: 32, minHeight: 32, height: 32 },
      md: { width: 40, minHeight: 40, height: 40 },
      lg: { width: 48, minHeight: 48, height: 48 },
    },
    round: { true: { borderRadius: vars.radius.pill } },
  },
  defaultVariants: { size: 'md', round: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
