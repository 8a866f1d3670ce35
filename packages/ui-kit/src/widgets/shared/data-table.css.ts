import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.sm,
});

export const srOnly = visuallyHidden;

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium }]);

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
