import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fontStack } from '../../theme/root.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, minWidth: 0 });

export const nickname = style({
  maxWidth: 220,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const messages = style({ position: 'relative' });

export const messagesBadge = style({ position: 'absolute', insetBlockStart: -2, insetInlineEnd: -6 });

export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const amount = style({
  fontFamily: fontStack.numeric,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  // Reserves the width of a typical amount, so refreshing or hiding it does not push the menu around.
  minWidth: '7ch',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinning = style({
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const popoverTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** The wallet list is wider than the default panel: names and amounts side by side. */
export const walletPanel = style({ minWidth: 280 });

export const walletList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const walletRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const walletName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const walletTotal = style([walletRow, { fontWeight: vars.fontWeight.bold, borderBlockEnd: 'none' }]);
