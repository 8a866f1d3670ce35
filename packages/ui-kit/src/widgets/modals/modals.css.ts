import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** Twelve tiles: 6 columns and 2 rows on a desktop dialog, fewer columns on a narrow one. */
export const slide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
