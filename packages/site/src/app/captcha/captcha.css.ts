import { focusRing, vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
});

export const field = style({ minWidth: 0 });

/** The image is the refresh button; it lines up with the input below the label. */
export const imageButton = style({
  marginBlockStart: 26,
  display: 'grid',
  placeItems: 'center',
  minWidth: 120,
  minHeight: 44,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: { '&:focus-visible': focusRing },
});

export const placeholder = style({ padding: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The password challenge: the captcha, then the two actions at the end. */
export const challengeForm = style({ display: 'grid', gap: vars.space.md });

export const challengeActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
