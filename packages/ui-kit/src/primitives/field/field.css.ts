import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxs,
});

export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const messages = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minWidth: 0 });

export const hint = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const error = style({ margin: 0, color: vars.color.critical, overflowWrap: 'anywhere' });

export const counter = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const counterFull = style({ color: vars.color.warning });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const endAdornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  display: 'flex',
});

export const withEndAdornment = style({ paddingInlineEnd: 48 });
