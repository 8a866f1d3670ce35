import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(320px, 420px) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const column = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const groupTitle = style({ cursor: 'pointer', fontWeight: vars.fontWeight.bold, padding: vars.space.xs });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '120px 40px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} 0`,
  fontSize: vars.fontSize.sm,
});

export const rowNoSwatch = style({ gridTemplateColumns: '120px minmax(0, 1fr)' });

export const swatch = style({ width: 40, height: 28, padding: 0, border: `1px solid ${vars.color.borderStrong}` });

export const text = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});

export const preview = style({
  minHeight: 0,
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const previewRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const pass = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });

export const fail = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const file = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 240,
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});
