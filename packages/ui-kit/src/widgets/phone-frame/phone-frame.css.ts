import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';
import { phoneTabBarHeightPx as tabBarHeightPx, touchTargetPx } from '../../theme/media';

/** Fixed to the bottom edge, in the merchant's chrome colours, one equal column per entry. */
export const tabBar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  boxSizing: 'border-box',
  paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
  background: vars.color.chrome,
  color: vars.color.onChrome,
  // The rule is drawn inside the bar (not a border) so the bar is exactly `phoneTabBarHeightPx` tall, the room that
  // `floatingArea()` and the floating controls leave it.
  boxShadow: `inset 0 ${vars.header.ruleWidth} 0 ${vars.color.chromeRule}`,
});

export const tabList = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minHeight: tabBarHeightPx,
});

export const tab = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  width: '100%',
  height: '100%',
  minHeight: Math.max(touchTargetPx, tabBarHeightPx),
  padding: `${vars.space.xxs} 2px`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  textTransform: vars.text.controlCase as 'none',
  letterSpacing: vars.text.controlTracking,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[aria-current="page"], &[aria-expanded="true"]': {
      background: vars.color.navActive,
      color: vars.color.onNavActive,
      boxShadow: vars.header.navIndicator,
    },
    '&:focus-visible': focusRingInset,
  },
});

/** The menu tab's three lines over its label (decorative). */
export const mark = style({ display: 'inline-flex', fontSize: 20, lineHeight: 1 });

// ─── Menu sheet ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const sections = style({ display: 'grid', gap: vars.space.lg });

export const section = style({ display: 'grid', gap: vars.space.xs });

export const sectionTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textTransform: vars.text.controlCase as 'none',
  letterSpacing: vars.text.controlTracking,
});

export const menuList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: touchTargetPx + 4,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.control.radius,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.brand, color: vars.color.link },
    '&:focus-visible': focusRingInset,
  },
});
