import { style } from '@vanilla-extract/css';
import { cardStyle } from '../../primitives/card/card.css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

/** A game tile: the merchant's card style (its border, radius, sheen and shadow), tighter than a panel. */
export const tile = style([
  cardStyle(),
  { display: 'grid', gap: vars.space.xs, alignContent: 'start', padding: vars.space.sm },
]);

// Artwork sits in a box of its own aspect ratio (set inline from the image's size) and is fitted whole: a picture of
// another shape is letterboxed on the sunken surface, never cropped.
export const tileImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  borderRadius: vars.card.imageRadius,
  background: vars.color.surfaceSunken,
});

export const tileName = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // Two lines at most, so long Thai and Vietnamese names keep every tile of a row the same height.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const tileVendor = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tileActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const favourite = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  background: vars.color.surfaceOverlay,
  selectors: { '&[data-favourite]': { color: vars.color.accent } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gridSection = style({ display: 'grid', gap: vars.space.md });

/** A vendor's category card (live, sports, fishing lobbies): the merchant's card style. */
export const card = style([
  cardStyle(),
  { display: 'grid', gridTemplateRows: 'auto 1fr auto', gap: vars.space.sm, padding: vars.space.sm },
]);

export const cardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '19 / 10',
  objectFit: 'contain',
  borderRadius: vars.card.imageRadius,
  background: vars.color.surfaceSunken,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const cardType = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const strip = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const stripViewport = style({
  display: 'flex',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

export const vendor = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  whiteSpace: 'nowrap',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

/** The vendor's mark: 28 px, so its monogram reads beside the name. */
export const vendorIcon = style({ width: 28, height: 28, marginInlineStart: -4, objectFit: 'contain', flexShrink: 0 });
