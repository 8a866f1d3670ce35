import { vars } from '@platform/ui-kit';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

// ---------------------------------------------------------------------------------------------------------------
// Frame
// ---------------------------------------------------------------------------------------------------------------

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space.md, ...focusRing } },
});

/** Two rows: brand, language and account on top; the main navigation under them (room for the info bar). */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  minHeight: '64px',
  padding: `${vars.space.xs} ${vars.space.xl} 0`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
});

export const brand = style({
  minHeight: '48px',
  display: 'inline-flex',
  alignItems: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': focusRing },
});

/**
 * The language and account area: it takes the rest of the row and lines its content up at the end, so its own box
 * stays put while the player's info bar arrives (a right-anchored box that grows to the left, or a row that grows
 * taller, is a layout shift).
 */
export const headerEnd = style({
  flex: '1 1 auto',
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  // As tall as the info bar, so the row keeps its height when the bar replaces the login links.
  minHeight: 40,
});

/**
 * A player's account area holds the width of a full info bar from the first paint (it arrives a moment later, in its
 * own chunk): where the bar does not fit beside the brand, the area starts on its own row instead of jumping there
 * when the bar lands (a layout shift of everything below).
 */
export const headerEndPlayer = style([headerEnd, { minWidth: 'min(100%, 1160px)' }]);

/**
 * The right bar (a fixed column of 64 px items, ui-kit's RightBar) plus a gap: the room the page keeps free at its
 * right edge so no game grid runs under the bar. Where the viewport is wider than the page's 1440 px, the margin
 * beside the page already holds (part of) it.
 */
const rightBarRoom = 'max(32px, calc(88px - max(0px, (100vw - 1440px) / 2)))';

export const main = style({
  maxWidth: '1440px',
  minWidth: '1024px',
  // The footer starts below the fold, so content arriving above it never moves it on screen (CLS).
  minHeight: '100vh',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  boxSizing: 'border-box',
  selectors: { '&:focus': { outline: 'none' } },
});

// A heading focused after navigation is a landmark for screen readers, not a control: no ring.
globalStyle(`${main} h1[tabindex="-1"]:focus`, { outline: 'none' });

/** The page beside the right bar (every frame but the bare one, which has no bar). */
export const besideRightBar = style({ paddingInlineEnd: rightBarRoom });

/** The bare frame's footer (maintenance): the copyright alone. */
export const footer = style({
  padding: vars.space.xl,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});

/** The room the site footer takes while its chunk loads (below the fold: it only keeps the page's end still). */
export const footerPending = style([footer, { minHeight: 320 }]);

// ---------------------------------------------------------------------------------------------------------------
// Main navigation
// ---------------------------------------------------------------------------------------------------------------

export const nav = style({
  flexBasis: '100%',
  minWidth: 0,
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xxs} 0`,
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.link },
    '&:focus-visible': focusRing,
  },
});

export const navLinkActive = style({
  color: vars.color.link,
  boxShadow: `inset 0 -2px 0 ${vars.color.link}`,
});

/** A wrapper that takes no box of its own (the header's flex layout sees its child). */
export const contents = style({ display: 'contents' });
