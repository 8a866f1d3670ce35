import { vars } from '@platform/ui-kit';
import { globalStyle, style } from '@vanilla-extract/css';

/** Label and value pairs (the starting password, the identity to bind). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  alignItems: 'center',
  color: vars.color.text,
});

globalStyle(`${facts} dd`, { margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const withAction = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const choices = style({ display: 'grid', gap: vars.space.sm });

/** What a new account still lacks (the first-login welcome). */
export const todoList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.text,
});
