import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const rows = style({ display: 'grid', gap: vars.space.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(var(--list-skeleton-min, 180px), 1fr))',
});

export const item = style({ display: 'block', borderRadius: vars.radius.md });
