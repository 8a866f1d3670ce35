import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A referral link or a contract: a card of the agent centre. */
export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const cards = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** A referral link: its QR code beside its details. */
export const linkCard = style([
  card,
  {
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'start',
    '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const qr = style({ width: 120, height: 120 });

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const url = style({ margin: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' });

export const status = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});
