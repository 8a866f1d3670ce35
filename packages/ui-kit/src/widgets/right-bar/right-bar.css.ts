import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

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
  // A phone has no room at the edge: the same entries are in the frame's menu sheet (`layout="menu"`).
  '@media': { [media.phone]: { display: 'none' } },
});

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

/** In the phone frame's menu: the entries as tiles, three or four to a row, in the sheet's flow. */
export const menuList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

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

export const menuItem = style([item, { width: '100%', minHeight: 64, background: vars.color.surfaceSunken }]);

export const glyph = style({ display: 'inline-flex', fontSize: 22, color: vars.color.brand });
