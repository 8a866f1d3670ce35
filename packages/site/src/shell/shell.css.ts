import { vars } from '@platform/ui-kit';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

// ---------------------------------------------------------------------------------------------------------------
// Frame
// ---------------------------------------------------------------------------------------------------------------

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space.md, ...focusRing } },
});

export const main = style({
  maxWidth: '1440px',
  minWidth: '1024px',
  // The footer starts below the fold, so content arriving above it never moves it on screen (CLS).
  minHeight: '100vh',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  boxSizing: 'border-box',
  selectors: { '&:focus': { outline: 'none' } },
});

// A heading focused after navigation is a landmark for screen readers, not a control: no ring.
globalStyle(`${main} h1[tabindex="-1"]:focus`, { outline: 'none' });

export const footer = style({
  padding: vars.space.xl,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});

/** A footer entry that opens a dialog (feedback): looks like a link, is a button. */
export const footerLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: 24,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
