import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

/** A titled block of the lottery lobby (menus, results, trends, quick bet, jackpot). */
export const panel = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** Game tiles: four to a row at 1280 px, fewer on narrower screens. */
export const tiles = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});

/** A game's link (icon and name): the hover and focus every shape shares. */
const gameLink = style({
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
});

export const tile = style([
  gameLink,
  { gridTemplateColumns: '40px minmax(0, 1fr)', minHeight: 48, padding: vars.space.xs },
]);

/** A tile and what it shows under its link (a countdown, a streak). */
export const tileBox = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const tileDetail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  paddingInline: vars.space.xs,
});

/** Side-list rows: one line a game, a hairline between them. */
export const rows = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const rowBox = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  selectors: { 'li + li > &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const rowLink = style([
  gameLink,
  { gridTemplateColumns: '32px minmax(0, 1fr)', minHeight: 44, paddingInline: vars.space.xxs },
]);

export const rowIcon = style({ width: 32, height: 32, borderRadius: vars.radius.sm, objectFit: 'cover' });

export const rowDetail = style({ justifySelf: 'end', textAlign: 'end' });

/** The compact countdown of a row: the time to the draw, and "Closed" once bets are. */
export const countdownCompact = style({ display: 'grid', justifyItems: 'end', fontSize: vars.fontSize.sm });

export const closedBadge = style({ color: vars.color.critical, fontSize: vars.fontSize.xs });

export const tileIcon = style({ width: 40, height: 40, borderRadius: vars.radius.md, objectFit: 'cover' });

export const tileText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const tileName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const spread = style([row, { justifyContent: 'space-between' }]);

/** A drawn number: a ball with tabular figures. */
export const ball = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: 28,
  height: 28,
  paddingInline: vars.space.xxs,
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const balls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0 });

export const countdown = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const countdownFigure = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

/**
 * Two lines held for either state: "Bets close at 02:16:50" fits one, "Betting closed, awaiting the draw" may take two
 * in a narrow column, and a card that grew when betting closed would push every card under it.
 */
const lockLine = { minBlockSize: '2lh' } as const;

export const lockState = styleVariants({
  open: { ...lockLine, color: vars.color.textMuted },
  locked: { ...lockLine, color: vars.color.critical },
});

/** The jackpot's panel measures its own width, so the figure can size itself to it. */
export const jackpotPanel = style([panel, { containerType: 'inline-size' }]);

/**
 * The pool on one line, as large as the theme's biggest size but never wider than its panel: a seven-figure pool in
 * THB ran out of its 270 px column and under the right bar at 1280 px (issue 28). 16 characters of tabular figures
 * take about 9.5 em, so 9% of the panel's width per em keeps it inside.
 */
export const jackpot = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: `min(${vars.fontSize.xxl}, 9cqi)`,
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const stakeField = style({ maxWidth: 200 });

export const message = styleVariants({
  ok: { margin: 0, color: vars.color.positive, minHeight: '1.5em' },
  error: { margin: 0, color: vars.color.critical, minHeight: '1.5em' },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

/** A table's own sideways scroll (a phone is narrower than eleven numbers or a draw's row). */
export const tableScroll = style({ overflowX: 'auto', minWidth: 0, selectors: { '&:focus-visible': focusRing } });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontVariantNumeric: 'tabular-nums',
});

export const chart = style({ width: '100%', height: 'auto', display: 'block' });

export const chartGrid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const chartAxis = style({ fill: vars.color.textMuted, fontSize: 11 });

export const chartLine = style({ fill: 'none', strokeWidth: 2 });

export const chartDot = style({ stroke: vars.color.surfaceRaised, strokeWidth: 1 });

/** One colour per position (five at most), from the theme's semantic colours. */
export const positionColours = [
  vars.color.brand,
  vars.color.accent,
  vars.color.positive,
  vars.color.info,
  vars.color.warning,
] as const;

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: 2,
  marginInlineEnd: vars.space.xxs,
});
