import { vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

/** A page's column of blocks (filters, figures, tables), as the member centre's pages. */
export const body = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minWidth: 0 });

/** Filters in one wrapping row, lined up at the bottom (selects beside a search). */
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

/** An account search: the field and its button. */
export const search = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

/** Two columns on a wide screen (a form beside its records). */
export const split = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
