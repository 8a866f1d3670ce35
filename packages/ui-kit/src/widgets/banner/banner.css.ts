import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

export const root = style({ width: '100%' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const link = style({
  all: 'unset',
  display: 'block',
  width: '100%',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-3px' } },
});
