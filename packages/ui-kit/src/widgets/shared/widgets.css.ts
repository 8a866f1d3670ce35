import { style } from '@vanilla-extract/css';
import { focusRing } from '../../shared/a11y.css';
import { vars } from '../../theme/contract.css';

/** A form's column of fields and actions. */
export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** A field with a button at its end (the SMS code, the captcha image): the button lines up with the input. */
export const fieldWithAction = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
});

/** Keeps the code button at the height of an input even when the field under it shows an error. */
export const codeButton = style({ minWidth: 132, alignSelf: 'start', marginBlockStart: 26 });

export const codeButtonText = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A form-level message (the one login prompt, a server refusal). */
export const formError = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.critical,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const formSuccess = style([formError, { borderColor: vars.color.positive, color: vars.color.positive }]);

/** A button that reads as a link (forgot password, the user agreement when it opens a dialog). */
export const linkButton = style({
  all: 'unset',
  display: 'inline',
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const link = style({
  color: vars.color.link,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const actionsEnd = style([actions, { justifyContent: 'flex-end' }]);

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
