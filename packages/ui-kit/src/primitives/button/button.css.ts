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
    borderRadius: vars.control.radius,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textTransform: vars.text.controlCase as 'none',
    letterSpacing: vars.text.controlTracking,
    cursor: 'pointer',
    transition: ['background', 'border-color', 'color', 'transform', 'box-shadow']
      .map((property) => `${property} ${vars.motion.fast} ${vars.motion.easing}`)
      .join(', '),
    selectors: {
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: `scale(${vars.control.pressedScale})` },
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
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceSunken, borderColor: vars.color.text },
        },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: { '&:hover:not(:disabled)': { boxShadow: `inset 0 0 0 100vmax rgba(0, 0, 0, 0.12)` } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
      },
    },
    size: {
      sm: {
        padding: `${vars.space.xs} calc(${vars.control.paddingX} / 2)`,
        fontSize: `calc(${vars.control.fontSize} - 2px)`,
        minHeight: vars.control.heightSm,
      },
      md: {
        padding: `${vars.space.sm} ${vars.control.paddingX}`,
        fontSize: vars.control.fontSize,
        minHeight: vars.control.heightMd,
      },
      lg: {
        padding: `${vars.space.sm} calc(${vars.control.paddingX} * 1.5)`,
        fontSize: `calc(${vars.control.fontSize} + 2px)`,
        minHeight: vars.control.heightLg,
      },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/**
 * Square buttons that hold only an icon: the size is the hit area (the control heights, 32, 40 or 48 px by default,
 * all above WCAG 2.5.8's 24).
 */
export const iconButton = recipe({
  base: { padding: 0, flexShrink: 0, fontSize: '1.25em' },
  variants: {
    size: {
      sm: { width: vars.control.heightSm, minHeight: vars.control.heightSm, height: vars.control.heightSm },
      md: { width: vars.control.heightMd, minHeight: vars.control.heightMd, height: vars.control.heightMd },
      lg: { width: vars.control.heightLg, minHeight: vars.control.heightLg, height: vars.control.heightLg },
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
