import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  width: 96,
  height: 96,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const preview = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const remove = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  background: vars.color.surfaceOverlay,
});

export const dropZone = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-dragging]': { borderColor: vars.color.brand, background: vars.color.surfaceSunken } },
});

export const add = style({ justifySelf: 'start' });
