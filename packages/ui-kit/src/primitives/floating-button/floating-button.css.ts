import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';
import { floatingButtonSizePx } from './floating-button.geometry';

export const button = style({
  position: 'fixed',
  zIndex: vars.zIndex.floating,
  width: floatingButtonSizePx,
  height: floatingButtonSizePx,
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.raised,
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  transition: `left ${vars.motion.normal} ${vars.motion.easing}, top ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&:focus-visible': focusRing,
    '&[data-dragging]': { cursor: 'grabbing', transition: 'none' },
    // A modal dialog is open: hidden where it rests, back when the dialog closes (`shared/modalLayers.ts`).
    '&[data-under-modal]': { visibility: 'hidden' },
  },
});

export const icon = style({ display: 'inline-flex', fontSize: 26 });

export const badge = style({ position: 'absolute', insetBlockStart: -4, insetInlineEnd: -4 });
