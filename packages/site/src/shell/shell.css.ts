import { focusRing, media, phoneTabBarHeightPx, vars } from '@platform/ui-kit';
import { globalStyle, style } from '@vanilla-extract/css';

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
  // A phone: the page takes the screen's width (the desktop page keeps 1024 px and scrolls sideways below it).
  '@media': { [media.phone]: { minWidth: 0, padding: `${vars.space.md} ${vars.space.sm}` } },
});

// A heading focused after navigation is a landmark for screen readers, not a control: no ring.
globalStyle(`${main} h1[tabindex="-1"]:focus`, { outline: 'none' });

/** The page beside the right bar (every frame but the bare one, which has no bar). */
export const besideRightBar = style({
  paddingInlineEnd: rightBarRoom,
  // A phone has no right bar (its entries are in the menu sheet).
  '@media': { [media.phone]: { paddingInlineEnd: vars.space.sm } },
});

/**
 * On a phone the tab bar is fixed over the bottom of the screen: the page ends above it, so the footer's last line and
 * a form's last button are never under the bar.
 */
globalStyle('body', {
  '@media': { [media.phone]: { paddingBottom: `calc(${phoneTabBarHeightPx}px + env(safe-area-inset-bottom, 0px))` } },
});

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
