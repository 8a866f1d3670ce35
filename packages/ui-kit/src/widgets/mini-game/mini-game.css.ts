import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const widget = style({
  position: 'fixed',
  zIndex: vars.zIndex.floating,
  width: 176,
  display: 'grid',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  // The game inside takes its own touches; a press on it still becomes a drag after the hold.
  touchAction: 'none',
  userSelect: 'none',
  transformOrigin: '50% 0',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', transition: 'none', boxShadow: vars.shadow.overlay },
    // A modal dialog is open: hidden in place, the game still mounted, back when it closes (`shared/modalLayers.ts`).
    '&[data-under-modal]': { visibility: 'hidden' },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'grab',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const barCollapsed = style({ borderBottom: 0 });

export const title = style({ margin: 0, font: 'inherit' });

export const game = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xs,
  minHeight: 132,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});
