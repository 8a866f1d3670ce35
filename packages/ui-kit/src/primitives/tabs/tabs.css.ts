import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../shared/a11y.css';
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
  minHeight: vars.control.heightMd,
  padding: `${vars.space.sm} ${vars.control.paddingX}`,
  borderBottom: '3px solid transparent',
  borderStartStartRadius: `min(${vars.control.radius}, ${vars.radius.md})`,
  borderStartEndRadius: `min(${vars.control.radius}, ${vars.radius.md})`,
  color: vars.color.textMuted,
  fontSize: vars.control.fontSize,
  fontWeight: vars.fontWeight.medium,
  textTransform: vars.text.controlCase as 'none',
  letterSpacing: vars.text.controlTracking,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: ['color', 'border-color', 'background']
    .map((property) => `${property} ${vars.motion.fast} ${vars.motion.easing}`)
    .join(', '),
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&:active': { background: vars.color.surfaceSunken, borderBottomColor: vars.color.borderStrong },
    '&[data-state="active"]': { color: vars.color.link, borderBottomColor: vars.color.brand },
    '&:focus-visible': focusRingInset,
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const panel = style({
  minWidth: 0,
  selectors: { '&:focus-visible': focusRingInset },
});
