import { buttonStyle, vars } from '@platform/ui-kit';
import { globalStyle, style } from '@vanilla-extract/css';

export const headerLogin = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

// Two short words; a wrapped "Log in" looks broken in a crowded header.
globalStyle(`${headerLogin} > *`, { whiteSpace: 'nowrap' });

/** The login widget inside the popup: the dialog is the card already. */
export const dialogWidget = style({
  // Doubled class: wins over the widget's own card styles whatever order the chunks' CSS loads in.
  // The dialog is the card: no second border, sheen or shadow inside it.
  selectors: {
    '&&': { padding: 0, background: 'transparent', border: 0, boxShadow: 'none', borderRadius: 0, maxWidth: 'none' },
  },
});

/** The register link of the header: a link drawn as the primary button beside the login button (its states too). */
export const registerLink = style([buttonStyle({ tone: 'primary', size: 'sm' }), { textDecoration: 'none' }]);

/** The /login and /register pages: one card in the middle of the page. */
export const page = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
});

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
});

/** Space kept for a form while the settings load, so nothing below it moves (CLS budget 0.02). */
export const formPlaceholder = style({ width: '100%', maxWidth: 400, minHeight: 420 });

/** The bot check's height while its chunk loads (the field keeps that height in every state). */
export const botCheckPlaceholder = style({ minHeight: 48 });

export const notice = style({
  margin: 0,
  maxWidth: 400,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
