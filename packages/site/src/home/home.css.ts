import { bannerRatio, focusRing, media, vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

// One column that may shrink below its content's size: wide banner images must not widen the page.
export const home = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

/** The home page's h1 names the site for screen readers; the header's brand already shows it. */
export const homeTitle = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** Holds the carousel's height (its wide pictures; on a phone its phone pictures) while the banners load. */
export const bannerSlot = style({
  aspectRatio: bannerRatio('wide'),
  width: '100%',
  minWidth: 0,
  '@media': { [media.phone]: { aspectRatio: bannerRatio('phone') } },
});

export const noticeBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const noticeBarTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const noticeBarList = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflow: 'hidden',
});

const textButton = {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
} as const;

export const noticeBarItem = style({
  ...textButton,
  maxWidth: '32ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.link }, '&:focus-visible': focusRing },
});

export const noticeBarAll = style({
  ...textButton,
  whiteSpace: 'nowrap',
  color: vars.color.link,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
});
