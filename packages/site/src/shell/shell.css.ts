import { vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '64px',
  padding: `0 ${vars.space.xl}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const headerEnd = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.md });

export const main = style({
  maxWidth: '1440px',
  minWidth: '1024px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
});

export const footer = style({
  padding: vars.space.xl,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});
