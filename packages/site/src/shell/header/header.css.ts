import { focusRing, focusRingInset, fontStack, media, vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

// ---------------------------------------------------------------------------------------------------------------
// The header's structure comes from the theme (`vars.header`): a grid whose areas (`brand`, `end`, `nav`) and
// columns are tokens, so AURUM's centred crest over its navigation and VERDE's single row are the same markup.
// A player's info bar needs a row of its own: `data-player` on the header switches to the `player*` templates.
// ---------------------------------------------------------------------------------------------------------------

export const header = style({
  display: 'grid',
  gridTemplateAreas: vars.header.areas,
  gridTemplateColumns: vars.header.columns,
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.header.rowGap,
  minHeight: vars.header.minHeight,
  padding: `${vars.header.paddingY} ${vars.space.xl}`,
  background: vars.color.chrome,
  color: vars.color.onChrome,
  borderBottom: `${vars.header.ruleWidth} solid ${vars.color.chromeRule}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  selectors: {
    '&[data-player]': {
      gridTemplateAreas: vars.header.playerAreas,
      gridTemplateColumns: vars.header.playerColumns,
    },
  },
  // A phone's compact header: one row, the brand then the account (balance, or log in and register); the navigation
  // is the bottom tab bar and the menu sheet.
  '@media': {
    [media.phone]: {
      gridTemplateAreas: '"brand end"',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      minHeight: 56,
      columnGap: vars.space.sm,
      padding: `${vars.space.xxs} ${vars.space.sm}`,
      // A player's account row (balance, messages, rewards) needs the width: the brand takes a short row above it.
      selectors: {
        '&[data-player]': { gridTemplateAreas: '"brand" "end"', gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
      },
    },
  },
});

export const brand = style({
  gridArea: 'brand',
  justifySelf: vars.header.brandJustify,
  minHeight: '48px',
  display: 'inline-flex',
  alignItems: 'center',
  fontFamily: fontStack.heading,
  fontSize: vars.header.brandSize,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textTransform: vars.text.headingCase as 'none',
  letterSpacing: vars.text.headingTracking,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.link },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.phone]: { fontSize: vars.header.phoneBrandSize, minHeight: 44, justifySelf: 'start' } },
});

/**
 * The language and account area: it lines its content up at the end of its cell, so its own box stays put while the
 * player's info bar arrives (a right-anchored box that grows to the left, or a row that grows taller, is a layout
 * shift).
 */
export const headerEnd = style({
  gridArea: 'end',
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
 * own chunk), in the row the theme's `playerAreas` gives it.
 */
export const headerEndPlayer = style([
  headerEnd,
  {
    minWidth: 'min(100%, 1160px)',
    justifySelf: 'end',
    // Whole items wrap, never their words: where the language, the info bar, the Agent entry and the reward tray do
    // not fit in one row (an agent on AURUM at 1280 px, with its spaced capitals), the last of them start a second
    // row at the end, each on one line.
    flexWrap: 'wrap',
    rowGap: vars.space.xs,
    // A phone: the row's width, and the reward tray under the info bar when both do not fit beside each other. The
    // items keep a small gap there, so the info bar, the tray and the promotions badge share one row at 390 px.
    '@media': {
      [media.phone]: {
        minWidth: 0,
        justifySelf: 'stretch',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: vars.space.sm,
      },
    },
  },
]);

// ---------------------------------------------------------------------------------------------------------------
// Main navigation: underlined words or pills, by the theme's tokens.
// ---------------------------------------------------------------------------------------------------------------

export const nav = style({
  gridArea: 'nav',
  minWidth: 0,
  borderTop: `${vars.header.navRuleWidth} solid ${vars.color.border}`,
  // On a phone the bottom tab bar and the menu sheet hold the navigation.
  '@media': { [media.phone]: { display: 'none' } },
});

/** The header's language picker: in the menu sheet on a phone. */
export const languageSlot = style({ display: 'contents', '@media': { [media.phone]: { display: 'none' } } });

export const navList = style({
  display: 'flex',
  flexWrap: vars.header.navWrap as 'wrap',
  justifyContent: vars.header.navJustify,
  alignItems: 'center',
  gap: vars.header.navGap,
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const navLink = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.header.navHeight,
  padding: `0 ${vars.header.navPaddingX}`,
  borderRadius: vars.header.navRadius,
  color: vars.color.onChrome,
  textDecoration: 'none',
  fontSize: vars.header.navFontSize,
  fontWeight: vars.fontWeight.medium,
  textTransform: vars.text.controlCase as 'none',
  letterSpacing: vars.text.controlTracking,
  whiteSpace: 'nowrap',
  transition: ['color', 'background', 'box-shadow', 'transform']
    .map((property) => `${property} ${vars.motion.fast} ${vars.motion.easing}`)
    .join(', '),
  selectors: {
    '&:hover': { color: vars.color.link, background: 'color-mix(in srgb, currentColor 8%, transparent)' },
    '&:active': { transform: `scale(${vars.control.pressedScale})` },
    // Inside, as the list scrolls sideways and would clip a ring drawn outside.
    '&:focus-visible': focusRingInset,
  },
});

export const navLinkActive = style({
  background: vars.color.navActive,
  color: vars.color.onNavActive,
  boxShadow: vars.header.navIndicator,
  selectors: {
    '&:hover': { background: vars.color.navActive, color: vars.color.onNavActive },
  },
});

/** A wrapper that takes no box of its own (the header's layout sees its child). */
export const contents = style({ display: 'contents' });
