import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const mall = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/**
 * The rewards of a type: as many columns as fit at 260 px or more; `auto-fit` lets the three rewards of the All view
 * share the whole row (at 1280 px they took 55% of it, leaving the rest empty), while a type's seven keep the columns
 * of their first row.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.xs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const cardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // 4:3 keeps a wide card's picture from towering over its name and price; the artwork is fitted, never cropped.
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const cardBody = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start', minWidth: 0 });

export const cardName = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const price = style({ margin: 0, color: vars.color.brand, fontWeight: vars.fontWeight.bold });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Side by side where both labels fit on a line or two, one above the other in a narrow card (never three lines). */
export const cardActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.xs,
});

export const userCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  minHeight: 72,
  boxSizing: 'border-box',
});

export const userPoints = style({ display: 'grid', gap: vars.space.xxs });

export const userPointsValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const showMore = style({ justifySelf: 'center' });

export const dialogBody = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const quantity = style({ display: 'flex', alignItems: 'end', gap: vars.space.xs });

export const quantityInput = style({ maxWidth: 120 });

export const cost = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const description = style({ overflowWrap: 'anywhere' });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const rules = style({ display: 'grid', gap: vars.space.lg });

export const dateInput = style({ minWidth: 150 });
