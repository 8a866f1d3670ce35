import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.md });

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ borderBlockEnd: `1px solid ${vars.color.border}` });

export const toggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&:focus-visible': focusRing },
});

export const title = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const chevron = style({ transition: `transform ${vars.motion.fast} ${vars.motion.easing}` });

export const chevronOpen = style({ transform: 'rotate(180deg)' });

export const panel = style({ padding: `0 ${vars.space.xs} ${vars.space.md}` });
