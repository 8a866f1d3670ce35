import { globalStyle, style } from '@vanilla-extract/css';
import { cardStyle } from '../../../primitives/card/card.css';
import { vars } from '../../../theme/contract.css';

export const root = style([
  cardStyle(),
  { display: 'grid', gap: vars.space.md, width: '100%', maxWidth: 400, padding: `calc(${vars.card.padding} * 1.25)` },
]);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const secondary = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const social = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const divider = style({
  display: 'flex',
  width: '100%',
  padding: 0,
  marginBlockEnd: vars.space.sm,
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * The login modes' tabs share the card's width in equal columns and wrap their words, so "Log in with phone number"
 * (longer still in Thai or Vietnamese) is never cropped nor hidden behind a horizontal scroll in a 400 px card.
 */
export const modeTabs = style({});

globalStyle(`${modeTabs} > [role="tablist"]`, { overflowX: 'visible' });

globalStyle(`${modeTabs} > [role="tablist"] > [role="tab"]`, {
  flex: '1 1 0',
  minWidth: 0,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'center',
  paddingInline: vars.space.xs,
});
