import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

/** Fixed to the right edge, in the middle of the screen's height, below dialogs and the floating chat button. */
export const bar = style({
  position: 'fixed',
  insetInlineEnd: 0,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 2,
  boxSizing: 'border-box',
  width: 64,
  padding: `${vars.space.xs} 2px`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.link },
    '&:focus-visible': focusRing,
  },
});

export const glyph = style({ display: 'inline-flex', fontSize: 22, color: vars.color.brand });
