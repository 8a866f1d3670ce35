import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const listPage = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: vars.space.sm });

export const option = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold, color: vars.color.link },
  },
});

export const check = style({ display: 'inline-flex', width: '1em', flexShrink: 0 });
