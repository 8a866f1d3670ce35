import { focusRing as focusVisible, media, vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

// ---------------------------------------------------------------- home games entry block

export const home = style({ display: 'grid', gap: vars.space.lg, marginBlock: vars.space.xl });

export const homeTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const entryTiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(8, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // A phone: two rows of four, each a thumb-sized tile.
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xs } },
});

export const entryTile = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: 56,
  padding: vars.space.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { padding: vars.space.xxs, fontSize: vars.fontSize.sm } },
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusVisible,
  },
});

/**
 * The entry block's box keeps the height of the loaded block at the desktop widths (two rows of three categories), so
 * the page below does not move when the data arrives (CLS <= 0.02).
 */
export const entryBlock = style({ minHeight: 700 });

export const entryBlockSkeleton = style({ display: 'block', height: 700, borderRadius: vars.radius.lg });

export const cardRowSkeleton = style({ display: 'block', height: 236, borderRadius: vars.radius.lg });

export const cardRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// ---------------------------------------------------------------- list screens and the electronic lobby

export const page = style({ display: 'grid', gap: vars.space.lg });

export const pageTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });

export const toolbar = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const tabs = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export { tab } from '../app/games.css';

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.lg });

export const search = style({ display: 'flex', alignItems: 'end', gap: vars.space.xs });

/** The vendor strip's height (a row of 40 px buttons) is kept while the vendors load, so the list does not move. */
export const strip = style({ minWidth: 0, minHeight: 44 });
