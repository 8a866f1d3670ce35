import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of the platform. Every merchant theme fills these semantic tokens; components read only
 * `vars`, never a palette colour.
 */
export const vars = createThemeContract({
  color: {
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    brand: null,
    brandHover: null,
    textOnBrand: null,
    accent: null,
    textOnAccent: null,
    positive: null,
    critical: null,
    warning: null,
    info: null,
    focus: null,
    overlay: null,
  },
  font: {
    body: null,
    heading: null,
    numeric: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    body: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  shadow: {
    raised: null,
    overlay: null,
  },
  motion: {
    fast: null,
    normal: null,
    easing: null,
  },
  zIndex: {
    sticky: null,
    floating: null,
    overlay: null,
    dialog: null,
    toast: null,
  },
});
