import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

/** The member centre: the menu beside the page (stacked under 720 px). */
export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { '(min-width: 720px)': { gridTemplateColumns: '200px minmax(0, 1fr)' } },
});

export const menu = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  alignContent: 'start',
  '@media': { '(min-width: 720px)': { flexDirection: 'column', flexWrap: 'nowrap' } },
});

export const menuItem = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});

export const body = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minWidth: 0 });

/**
 * The page's place beside the menu: as tall as most pages once loaded, so what arrives (rows, totals) grows into
 * room already held and nothing below moves in the viewport (CLS).
 */
export const page = style([body, { minHeight: 'min(720px, 75vh)' }]);

export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

export const avatars = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(56px, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const avatarChoice = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  border: `2px solid transparent`,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-checked="true"]': { borderColor: vars.color.brand },
  },
});

export const avatarImage = style({ display: 'block', width: 48, height: 48, borderRadius: '50%' });

export const progressTrack = style({
  height: 8,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const progressBar = style({ height: '100%', background: vars.color.brand });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const listItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const itemTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const day = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-signed="true"]': { background: vars.color.brand, color: vars.color.onBrand } },
});

export const messageBody = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const unread = style({ fontWeight: vars.fontWeight.bold });

export const referral = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { '(min-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const code = style({ fontFamily: 'monospace', fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
