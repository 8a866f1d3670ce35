import { focusRing, vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

// Status pages (maintenance, access denied, not found): one look for the pages that say why there is nothing else.

export const statusPage = style({
  maxWidth: '640px',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
});

export const statusNote = style({ color: vars.color.textMuted });

export const statusAction = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandHover }, '&:focus-visible': focusRing },
});
