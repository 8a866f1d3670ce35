import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The clip pattern's rules, for a style that hides its text only under a condition (a media query). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Read by screen readers, invisible on screen (the clip pattern, which keeps the text in the accessibility tree). */
export const visuallyHidden = style(visuallyHiddenRules);

/**
 * The one visible focus indicator: a 2 px ring in `color.focus`, 2 px outside the element so it sits on the surface
 * around it (which `checkThemeContrast` checks at 3:1). Spread into a `selectors` block on `:focus-visible`.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** The ring drawn inside the element, for controls whose outside is clipped (tabs in a scrolling list, menu items). */
export const focusRingInset = { ...focusRing, outlineOffset: '-2px' } as const;

/** Shared by every text control: input, textarea, select trigger, password field. */
export const fieldControl = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.control.heightMd,
  padding: `${vars.space.sm} ${vars.control.paddingX}`,
  border: `1px solid ${vars.color.borderStrong}`,
  // A pill corner suits a button but not a box of text: inputs take the theme's medium radius at most.
  borderRadius: `min(${vars.control.radius}, ${vars.radius.md})`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.lineHeight.tight,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled):not([data-disabled])': { borderColor: vars.color.text },
    '&:focus-visible': { ...focusRing, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
