import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';
import { media, phoneTabBarHeightPx } from '../../theme/media';
import { chatWindowLimits } from './chat.size';

const margin = chatWindowLimits.viewportMarginPx;

/** A floating panel beside the page (not a modal): anchored to the bottom corner of the button's side. */
export const window = style({
  position: 'fixed',
  insetBlockEnd: margin,
  zIndex: vars.zIndex.dialog,
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  boxSizing: 'border-box',
  minWidth: chatWindowLimits.minWidth,
  minHeight: chatWindowLimits.minHeight,
  maxWidth: chatWindowLimits.maxWidth,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  overflow: 'hidden',
  selectors: {
    '&[data-side="right"]': { insetInlineEnd: margin },
    '&[data-side="left"]': { insetInlineStart: margin },
    // A modal dialog is open: hidden, the conversation still loaded, back when it closes (`shared/modalLayers.ts`).
    '&[data-under-modal]': { visibility: 'hidden' },
  },
  // On a phone it rests above the tab bar, which stays usable while the conversation is open.
  '@media': {
    [media.phone]: { insetBlockEnd: `calc(${phoneTabBarHeightPx + margin}px + env(safe-area-inset-bottom, 0px))` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  paddingInlineStart: vars.space.lg,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const title = style({ flex: 1, margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const close = style({ color: 'inherit' });

export const body = style({ position: 'relative', display: 'grid', minHeight: 0 });

export const frame = style({ width: '100%', height: '100%', border: 0, display: 'block' });

export const connecting = style({
  alignSelf: 'center',
  justifySelf: 'center',
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.textMuted,
});

/** The resize grip in the top corner that faces the page: dragging it away from the anchored corner grows the window. */
export const resize = style({
  position: 'absolute',
  insetBlockStart: 0,
  width: 16,
  height: 16,
  padding: 0,
  border: 0,
  background: 'transparent',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '[data-side="right"] > &': { insetInlineStart: 0, cursor: 'nwse-resize' },
    '[data-side="left"] > &': { insetInlineEnd: 0, cursor: 'nesw-resize' },
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 3,
      borderBlockStart: `2px solid ${vars.color.onBrand}`,
    },
    '[data-side="right"] > &::after': { borderInlineStart: `2px solid ${vars.color.onBrand}` },
    '[data-side="left"] > &::after': { borderInlineEnd: `2px solid ${vars.color.onBrand}` },
  },
  // On a phone the window already takes the screen's width and the room above the tab bar: no grip, whose 44 px
  // touch target would lie over the Close button in the same corner.
  '@media': { [media.phone]: { display: 'none' } },
});

export const channels = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const channel = style({
  display: 'grid',
  width: '100%',
  gap: vars.space.xxs,
  padding: vars.space.md,
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing,
  },
});

export const channelTitle = style({ fontWeight: vars.fontWeight.bold });

export const channelHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const notice = style({ margin: 0, color: vars.color.textMuted });
