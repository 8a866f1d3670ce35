import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** The banner's shape ("1200 / 400"), and the shape of its phone picture where it has one. */
export const ratio = createVar();
export const phoneRatio = createVar();

export const root = style({ width: '100%' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // The box has the banner's aspect ratio (set inline), on a phone its phone picture's; a banner of another shape is
  // letterboxed, never cut, so its words are whole at every width.
  aspectRatio: ratio,
  '@media': { [media.phone]: { aspectRatio: phoneRatio } },
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const link = style({
  all: 'unset',
  display: 'block',
  width: '100%',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-3px' } },
});
