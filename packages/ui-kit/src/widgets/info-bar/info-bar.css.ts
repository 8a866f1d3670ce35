import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRingInset } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';
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
  // On a phone the bar keeps one row beside the brand: account, messages, balance; the rest is in the menu sheet.
  '@media': { [media.phone]: { flexWrap: 'nowrap', gap: vars.space.xxs, padding: 0 } },
});

/** What a phone's compact header leaves to the menu sheet (wallets, the merchant's entries, logout, the labels). */
export const phoneHidden = style({
  // Doubled, so it outweighs the control's own display (a button's inline-flex) wherever the sheets load.
  '@media': { [media.phone]: { selectors: { '&&': { display: 'none' } } } },
});

/** An entry's words stay on one line ("LOG OUT", never "LOG" over "OUT"); the bar wraps whole entries when it must. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  whiteSpace: 'nowrap',
});

export const nickname = style({
  maxWidth: 220,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const messages = style({ marginInlineEnd: vars.space.xs });

/** Tucked against the icon button's end, in the flow: it never covers the icon nor reaches the next item. */
export const messagesBadge = style({ marginInlineStart: `calc(-1 * ${vars.space.xs})`, alignSelf: 'flex-start' });

/** The count without MAILCEN: plain muted text beside the icon, no pill, no pointer. */
export const messagesStatus = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 32,
  paddingInline: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'default',
});

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

/**
 * The wallet panel's content, wider than the default panel: names and amounts side by side. A column whose only
 * scrolling part is the list, as tall as the room the disclosure measured under its trigger (less its own padding
 * and border) and at most 28rem, so the bottom-right toast stack never lands on the total or Transfer.
 */
export const walletPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 264,
  maxHeight: `calc(min(var(--disclosure-available-height, calc(100vh - 160px)), 28rem) - 2 * ${vars.space.sm} - 2px)`,
});

export const walletList = style({
  display: 'grid',
  gap: vars.space.xs,
  flex: '0 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  paddingBlock: 0,
  paddingInline: `0 ${vars.space.xxs}`,
  listStyle: 'none',
  selectors: { '&:focus-visible': focusRingInset },
});

export const walletRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const walletName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const walletTotal = style([
  walletRow,
  { flexShrink: 0, margin: 0, fontWeight: vars.fontWeight.bold, borderBlockEnd: 'none' },
]);

globalStyle(`${walletPanel} > :is(p, button)`, { flexShrink: 0 });
