import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.sm,
});

export const group = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const rows = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const figure = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end', overflowWrap: 'anywhere' });

/** A limit used up: the bar turns critical (decorative; the figure beside it says the same in words). */
export const barFull = style({ background: vars.color.critical });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A warning the player must read before a break: body text in a box edged in the critical colour. */
export const warning = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const timer = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const timerReached = style({ borderColor: vars.color.critical, borderWidth: 2 });

export const summary = style({ display: 'grid', gap: vars.space.md });
