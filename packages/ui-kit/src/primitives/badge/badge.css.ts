import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: 20,
  height: 20,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.text.controlTracking,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  accent: [base, { background: vars.color.accent, color: vars.color.onAccent }],
  brand: [base, { background: vars.color.brand, color: vars.color.onBrand }],
  critical: [base, { background: vars.color.critical, color: vars.color.onCritical }],
  positive: [base, { background: vars.color.positive, color: vars.color.onPositive }],
  info: [base, { background: vars.color.info, color: vars.color.onInfo }],
  warning: [base, { background: vars.color.warning, color: vars.color.onWarning }],
});

export const dot = style({ minWidth: 10, width: 10, height: 10, padding: 0 });
