import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ fontSize: 40, lineHeight: 1, color: vars.color.textMuted });

export const title = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const description = style({ margin: 0, maxWidth: '40ch', fontSize: vars.fontSize.sm });
