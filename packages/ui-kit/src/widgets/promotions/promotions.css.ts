import { keyframes, style } from '@vanilla-extract/css';
import { cardStyle } from '../../primitives/card/card.css';
import { focusRing, visuallyHiddenRules } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/**
 * The cards side by side, as many as fit at 320 px or more (three at 1280 px, one on a phone): a page of ten
 * promotions is three rows, not ten screens. The open promotion takes the whole row for its content.
 */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const openItem = style({ gridColumn: '1 / -1' });

export const card = style([
  cardStyle(),
  {
    display: 'grid',
    gap: vars.space.sm,
    // The hash link scrolls a promotion 150 px below the top (player-site §2): the browser's own jumps agree.
    scrollMarginTop: 150,
  },
]);

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const toggle = style({
  all: 'unset',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing, '&:hover': { textDecoration: 'underline' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 400',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const content = style({ overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const tip = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const tipTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

const wobble = keyframes({
  '0%, 100%': { transform: 'rotate(0deg)' },
  '25%': { transform: 'rotate(-8deg)' },
  '75%': { transform: 'rotate(8deg)' },
});
const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(1080deg)' } });

export const stage = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const egg = style({
  width: 120,
  height: 150,
  borderRadius: '50% 50% 45% 45% / 60% 60% 40% 40%',
  background: `radial-gradient(circle at 35% 30%, #fff6c8, #f2c94c 40%, #b8860b)`,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${wobble} 900ms ease-in-out infinite` } },
});

export const wheel = style({
  width: 160,
  height: 160,
  borderRadius: '50%',
  border: `6px solid ${vars.color.borderStrong}`,
  background: `conic-gradient(${vars.color.brand} 0 60deg, ${vars.color.accent} 60deg 120deg, ${vars.color.brand} 120deg 180deg, ${vars.color.accent} 180deg 240deg, ${vars.color.brand} 240deg 300deg, ${vars.color.accent} 300deg 360deg)`,
});

export const spinning = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 1200ms cubic-bezier(0.2, 0.8, 0.2, 1)` },
  },
});

export const prizeLine = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  textAlign: 'start',
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** The reward panel under the header button. */
export const tray = style({ display: 'grid', gap: vars.space.sm });

export const trayPanel = style({ width: 300, maxWidth: 'calc(100vw - 32px)' });

/** The winner board and its paging. */
export const winners = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'stretch' });

/**
 * The tray's label: on one line in the header ("YOUR REWARDS" on two made the account row taller); a gift and the
 * count on a phone's account row (the words stay the button's name).
 */
export const trayLabel = style({ whiteSpace: 'nowrap', '@media': { [media.phone]: visuallyHiddenRules } });

/** The promotions badge's tag, on every screen (the badge is a picture and a count, like the unread messages). */
export const badgeGlyph = style({ display: 'inline-flex', fontSize: 20 });

/** On a phone's account row the badge keeps to its picture and count, so it fits beside the info bar and the tray. */
export const badgeButton = style({
  '@media': { [media.phone]: { paddingInline: vars.space.xs, gap: vars.space.xxs } },
});

export const trayGlyph = style({
  display: 'none',
  '@media': { [media.phone]: { display: 'inline-flex', fontSize: 20 } },
});
