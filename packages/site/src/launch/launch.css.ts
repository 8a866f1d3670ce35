import { vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

export const frame = style({ display: 'grid', gap: vars.space.sm });

export const frameBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const frameTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const frameView = style({
  display: 'block',
  width: '100%',
  // The frame takes the window's height under the header and its own bar, never less than a playable size.
  height: 'max(600px, calc(100vh - 200px))',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
