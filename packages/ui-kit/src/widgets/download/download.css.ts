import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const apps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
});

/** As tall as the iOS card from the first paint (title, code, actions, profile), so nothing moves as they load. */
export const app = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  minHeight: 380,
  boxSizing: 'border-box',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const appTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const installText = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });

export const installSteps = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.md,
  color: vars.color.text,
});

export const link = style({ color: vars.color.link, fontWeight: vars.fontWeight.medium });

/** The 800 px code, shrunk to fit the dialog and the window's height (it stays sharp: it is an SVG), never scrolled. */
export const large = style({
  display: 'block',
  margin: '0 auto',
  width: 'min(100%, 62vh)',
  height: 'auto',
  aspectRatio: '1',
});

export const steps = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const step = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  justifyItems: 'center',
  padding: vars.space.xs,
});

export const stepImage = style({
  display: 'block',
  width: 270,
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});

export const phone = style({ fill: vars.color.text });
export const screen = style({ fill: vars.color.surfaceSunken });
export const badge = style({ fill: vars.color.brand });
export const badgeText = style({ fill: vars.color.onBrand, fontSize: 48, fontWeight: 700, fontFamily: 'inherit' });
