import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

// Shared by the checkbox and the radio group: a 20 px control in a row with its label, 24 px hit area or more.

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

const control = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  // Centre the control on the first line of the label, whatever its line height.
  marginBlockStart: `calc((1em * ${vars.lineHeight.body} - 20px) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.onBrand,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.brand },
    '&:active:not([data-disabled])': { transform: `scale(${vars.control.pressedScale})` },
    '&:focus-visible': focusRing,
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const box = style([control, { borderRadius: `min(${vars.control.radius}, ${vars.radius.sm})`, fontSize: 14 }]);

export const radio = style([control, { borderRadius: '50%' }]);

export const radioDot = style({
  width: 8,
  height: 8,
  borderRadius: '50%',
  background: vars.color.onBrand,
});

export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const label = style({
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '[data-disabled] + * > &': { cursor: 'not-allowed' } },
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});
