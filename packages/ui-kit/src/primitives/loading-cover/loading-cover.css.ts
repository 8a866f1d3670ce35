import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const container = style({ position: 'relative', minHeight: 120 });

export const cover = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
});

export const spinner = style({
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', borderTopColor: vars.color.border } },
});
