import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

/**
 * The merchant's card style for every card-like surface (panels, tiles, list cards, the login form's box): the
 * `surfaceRaised` fill under the card's `sheen`, its border width, radius, padding and shadow from `vars.card`.
 * `interactive` is for a card that is itself a link or a button: hover lifts it and swaps in `card.hoverShadow`
 * (a glow, a deeper shadow), pressing scales it by `control.pressedScale`, focus-visible draws the ring.
 *
 * ```ts
 * import { cardStyle, cardImage } from '@platform/ui-kit';
 * export const tile = style([cardStyle({ interactive: true, padding: 'none' }), { display: 'grid' }]);
 * ```
 */
export const cardStyle = recipe({
  base: {
    boxSizing: 'border-box',
    position: 'relative',
    minWidth: 0,
    backgroundColor: vars.color.surfaceRaised,
    backgroundImage: vars.card.sheen,
    color: vars.color.text,
    border: `${vars.card.borderWidth} solid ${vars.color.border}`,
    borderRadius: vars.card.radius,
    boxShadow: vars.card.shadow,
  },
  variants: {
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      normal: { padding: vars.card.padding },
    },
    interactive: {
      true: {
        display: 'block',
        textDecoration: 'none',
        cursor: 'pointer',
        transition: [
          `box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
          `transform ${vars.motion.normal} ${vars.motion.easing}`,
          `border-color ${vars.motion.normal} ${vars.motion.easing}`,
        ].join(', '),
        selectors: {
          '&:hover': {
            boxShadow: vars.card.hoverShadow,
            borderColor: vars.color.borderStrong,
            transform: `translateY(${vars.card.hoverLift})`,
          },
          '&:active': { transform: `translateY(0) scale(${vars.control.pressedScale})` },
          '&:focus-visible': focusRing,
        },
        // No lift and no shrink under reduced motion: the shadow alone marks the hover.
        '@media': {
          '(prefers-reduced-motion: reduce)': {
            transition: 'none',
            selectors: { '&:hover, &:active': { transform: 'none' } },
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { padding: 'normal', interactive: false },
});

export type CardStyleVariants = NonNullable<RecipeVariants<typeof cardStyle>>;

/** A picture inside a card: the card's image corner and fit (`card.imageRadius`, `card.imageFit`). */
export const cardImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: vars.card.imageFit as 'cover',
  borderRadius: vars.card.imageRadius,
});
