import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 480,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const slotError = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
