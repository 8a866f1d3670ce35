import { vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

/** Taller than a desktop window below the heading, so the footer stays out of view while the lobby loads. */
const lobbyHeight = 1000;

/** The lobby's three columns at 1280 px (left list, menus and quick bet, jackpot and results); one below 1100 px. */
export const lobby = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 2fr) minmax(220px, 1fr)',
  alignItems: 'start',
  minHeight: lobbyHeight,
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const frame = style({
  width: '100%',
  minHeight: 640,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
