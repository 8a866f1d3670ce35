import { bannerRatio, focusRing, media, vars } from '@platform/ui-kit';
import { style } from '@vanilla-extract/css';

/** Holds the list's place while the first answer loads, so the winner board below does not jump (CLS). */
export const loading = style({ minHeight: 600 });

export const link = style({
  color: vars.color.link,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
  // A touch target on a phone (the back link stands alone on its line).
  '@media': { [media.phone]: { display: 'inline-flex', alignItems: 'center' } },
});

export { heading, page } from '../app/page.css';

/**
 * The banner carousel's place while its banners load: its pictures' shape (the wide one, on a phone the phone one), and
 * the carousel's row of small icon buttons (the merchant's `control.heightSm`) a small gap under them.
 */
export const bannerSlot = style({
  width: '100%',
  aspectRatio: bannerRatio('wide'),
  '@media': { [media.phone]: { aspectRatio: bannerRatio('phone') } },
  paddingBlockEnd: `calc(${vars.control.heightSm} + ${vars.space.sm})`,
});
