import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.control.heightSm,
  height: vars.control.heightSm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: `min(${vars.control.radius}, ${vars.radius.md})`,
  border: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
    '&:active:not([aria-current="page"])': { transform: `scale(${vars.control.pressedScale})` },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
      cursor: 'default',
    },
  },
});

export const gap = style({ minWidth: 24, textAlign: 'center', color: vars.color.textMuted });

export const step = style({
  selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});
