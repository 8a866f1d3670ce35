import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Put on the element that carries a merchant theme class (usually body): base colours, font and rhythm. */
export const themeRoot = style({
  margin: 0,
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});
