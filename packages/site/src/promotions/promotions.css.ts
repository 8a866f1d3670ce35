import { focusRing, vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

/** Holds the list's place while the first answer loads, so the winner board below does not jump (CLS). */
export const loading = style({ minHeight: 600 });

export const link = style({
  color: vars.color.link,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const banners = style({ aspectRatio: '1200 / 400', minHeight: 0 });

export { heading, page } from '../app/page.css';
