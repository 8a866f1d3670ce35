import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const panel = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 6px)',
  zIndex: vars.zIndex.popover,
  boxSizing: 'border-box',
  minWidth: 200,
  maxWidth: 'min(360px, calc(100vw - 16px))',
  // Measured by Disclosure while open; the fallback keeps a first frame inside a window under a 2-row header.
  maxHeight: 'var(--disclosure-available-height, calc(100vh - 160px))',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surfaceOverlay,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const alignEnd = style({ insetInlineEnd: 0 });

export const alignStart = style({ insetInlineStart: 0 });
