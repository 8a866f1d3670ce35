import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
import { fontStack } from '../../theme/root.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

const contentBase = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.dialog,
  transform: 'translate(-50%, -50%)',
  boxSizing: 'border-box',
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 32px)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceOverlay,
  color: vars.color.text,
  borderRadius: vars.card.radius,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    // On a phone every dialog is a full-height sheet: the whole screen, its body scrolling under a fixed title bar.
    [media.phone]: {
      top: 0,
      left: 0,
      transform: 'none',
      width: '100%',
      maxWidth: 'none',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
      border: 'none',
      animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
  selectors: { '&:focus-visible': focusRing },
});

export const content = styleVariants({
  sm: [contentBase, { maxWidth: 400 }],
  md: [contentBase, { maxWidth: 560 }],
  lg: [contentBase, { maxWidth: 800 }],
  // A workspace in a popup (the member centre: its menu beside a records table).
  xl: [contentBase, { maxWidth: 1080 }],
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  paddingBlockStart: vars.space.xs,
  fontFamily: fontStack.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textTransform: vars.text.headingCase as 'none',
  letterSpacing: vars.text.headingTracking,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  overflowY: 'auto',
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
