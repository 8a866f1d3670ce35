import { vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

// The column and title every feature page shares (points, promotions...), so pages line up across features.

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl });
