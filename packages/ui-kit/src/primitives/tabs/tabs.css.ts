import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.link, borderBottomColor: vars.color.brand },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const panel = style({
  minWidth: 0,
  selectors: { '&:focus-visible': focusRing },
});
