import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';
import { toastDefaults } from './toast.store';

const slideIn = keyframes({ from: { transform: 'translateX(calc(100% + 16px))' }, to: { transform: 'translateX(0)' } });

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: toastDefaults.gapPx,
  width: 380,
  maxWidth: '100vw',
  boxSizing: 'border-box',
  margin: 0,
  padding: toastDefaults.gapPx,
  listStyle: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

const toastBase = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceOverlay,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.motion.fast}` },
  },
});

export const toast = styleVariants({
  info: [toastBase, { borderInlineStartColor: vars.color.info }],
  positive: [toastBase, { borderInlineStartColor: vars.color.positive }],
  warning: [toastBase, { borderInlineStartColor: vars.color.warning }],
  critical: [toastBase, { borderInlineStartColor: vars.color.critical }],
});

export const text = style({ display: 'grid', gap: vars.space.xxs, paddingBlock: vars.space.xs, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const action = style({ gridColumn: '1 / -1', justifySelf: 'start' });
