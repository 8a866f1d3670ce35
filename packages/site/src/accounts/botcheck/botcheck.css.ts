import { vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

/** The same height in every state, so the form does not jump while the check loads (CLS budget). */
export const field = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xs,
  minHeight: 48,
  alignContent: 'center',
});

export const success = style({ margin: 0, color: vars.color.positive, fontWeight: vars.fontWeight.medium });

export const failure = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
