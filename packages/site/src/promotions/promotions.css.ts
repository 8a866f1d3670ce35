import { vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl });

/** Holds the list's place while the first answer loads, so the winner board below does not jump (CLS). */
export const loading = style({ minHeight: 600 });

export const link = style({
  color: vars.color.link,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const banners = style({ aspectRatio: '1200 / 400', minHeight: 0 });
