import { createVar, style } from '@vanilla-extract/css';
import { cardStyle } from '../../primitives/card/card.css';
import { vars } from '../../theme/contract.css';
import { fontStack } from '../../theme/root.css';

/**
 * The narrowest a card may be: 200 px on a desktop, down to 140 px on a phone so two cards still share a row. A
 * category's flex basis is its cards at this width; its grow factor is its number of cards.
 */
export const cardMin = createVar();

/** The gap between a category's cards (a string here, so the component does not pull the theme contract's object). */
export const cardGap: string = vars.space.sm;

/**
 * The categories wrap in rows and grow in proportion to their cards, so a row always ends at the block's edge and
 * every card of a row has the same width: a one-vendor category is one card of the row, never a lone card in an
 * empty row (packages/site/README.md, "Home games block layout").
 */
export const block = style({
  vars: { [cardMin]: 'clamp(140px, 30vw, 200px)' },
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const category = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontFamily: fontStack.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const items = style({
  display: 'grid',
  // As many cards a line as fit at their least width; the category's own cards share what is left.
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${cardMin}), 1fr))`,
  gap: cardGap,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A vendor's entry: a button in the merchant's card style, with its hover (glow or lift), press and focus ring. */
export const entry = style([
  cardStyle({ interactive: true }),
  { display: 'grid', gap: vars.space.xs, width: '100%', padding: vars.space.xs, font: 'inherit', textAlign: 'start' },
]);

/**
 * The artwork in a box of its own aspect ratio (set inline from the image's size), fitted whole: where a wide row
 * would make it very tall, the box stops at 15rem and the artwork is letterboxed, never cropped.
 */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '15rem',
  objectFit: 'contain',
  borderRadius: vars.card.imageRadius,
  background: vars.color.surfaceSunken,
});

export const name = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const tag = style({
  justifySelf: 'start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
