import { focusRing, media, vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

// The column and title every feature page shares (points, promotions...), so pages line up across features.

export const page = style({
  display: 'grid',
  // One column that never grows past the screen: a long word or a wide table scrolls in its own box instead.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  // A long word in a display face (AURUM's "ANNOUNCEMENTS") breaks rather than widen a phone's page.
  overflowWrap: 'break-word',
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});

/** A page's title row: the heading and its actions (back, close). */
export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** A router link that looks like a secondary button (the user card's "more", back to the mall). */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 40,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceSunken }, '&:focus-visible': focusRing },
});
