import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const footer = style({
  display: 'grid',
  gap: vars.space.lg,
  boxSizing: 'border-box',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  '@media': { [media.phone]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

/** The help links beside the notes; on a phone they stack (links, then responsible gaming, licence and marks). */
export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 1fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const column = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm, minWidth: 0 });

export const wide = style({ maxWidth: '72ch' });

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const links = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Help links and the feedback button look alike: text links, at least 24 px tall to be hit. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': focusRing },
});

export const note = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, margin: 0 });

/** The age mark: a round seal in the critical colour, the conventional 18+ sign. */
export const ageMark = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: '50%',
  border: `2px solid ${vars.color.critical}`,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xs,
});

export const marksSection = style({ display: 'grid', gap: vars.space.sm });

export const marks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 96,
  height: 40,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const logo = style({ display: 'block', width: 96, height: 32, objectFit: 'contain' });

export const markName = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const copyright = style({
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});
