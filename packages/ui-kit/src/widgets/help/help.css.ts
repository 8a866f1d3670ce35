import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
});

export const toc = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  '@media': { 'screen and (min-width: 960px)': { position: 'sticky', top: vars.space.md } },
});

export const tocTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const tocList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const tocLink = style({ color: vars.color.link });

export const main = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const category = style({ display: 'grid', gap: vars.space.md, minWidth: 0, scrollMarginTop: 180 });

export const categoryTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const article = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  overflowWrap: 'anywhere',
  scrollMarginTop: 180,
  selectors: {
    '&[aria-current="location"]': { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
  },
});

export const articleTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
