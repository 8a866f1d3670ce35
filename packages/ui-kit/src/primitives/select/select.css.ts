import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const triggerValue = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'min(var(--radix-select-content-available-height), 320px)',
  overflow: 'hidden',
  background: vars.color.surfaceOverlay,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: `min(${vars.control.radius}, ${vars.radius.md})`,
  boxShadow: vars.shadow.overlay,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: `calc(${vars.control.heightMd} - 4px)`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  paddingInlineStart: 32,
  position: 'relative',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-highlighted]': { background: vars.color.surfaceSunken, ...focusRingInset },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  display: 'inline-flex',
  color: vars.color.link,
});
