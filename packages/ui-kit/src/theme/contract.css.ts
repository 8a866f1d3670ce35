import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of the platform. Every merchant theme fills these semantic tokens; components read only
 * `vars`, never a palette colour. `checkThemeContrast` knows which colours are drawn on which (see
 * `theme.contrast.ts`), so a new token that carries text must be added to its pair table too.
 */
export const vars = createThemeContract({
  color: {
    /** Page background. */
    surface: null,
    /** Cards, menus, popovers: one level above the page. */
    surfaceRaised: null,
    /** Wells and inputs: one level below the page. */
    surfaceSunken: null,
    /** Dialogs and toasts, drawn over the overlay. */
    surfaceOverlay: null,
    text: null,
    textMuted: null,
    /** Links and the selected tab: text in the brand's hue that still reads on every surface. */
    link: null,
    /** Dividers and card edges: decorative, no contrast required. */
    border: null,
    /** Edges that identify a control (inputs, checkboxes, radios): at least 3:1 against every surface. */
    borderStrong: null,
    brand: null,
    brandHover: null,
    onBrand: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    /** Status colours are used both as text on surfaces and as fills under their on-colour. */
    positive: null,
    onPositive: null,
    critical: null,
    onCritical: null,
    warning: null,
    onWarning: null,
    info: null,
    onInfo: null,
    /** The focus ring, drawn 2 px outside the focused element, so it sits on a surface. */
    focus: null,
    /** The scrim behind dialogs. */
    overlay: null,
  },
  font: {
    /** The brand's Latin families for running text, without a generic family (see `fontScript`). */
    body: null,
    heading: null,
    /** Amounts, counters and countdowns. */
    numeric: null,
  },
  /**
   * Families for each script, appended after the brand family by the `:lang()` rules of `themeRoot`. Han characters
   * look different in Chinese and Japanese, so each language gets its own order.
   */
  fontScript: {
    zhCN: null,
    zhTW: null,
    ja: null,
    th: null,
    vi: null,
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
    /** Thai and Vietnamese stack marks above and below the letters: `:lang(th)` and `:lang(vi)` use these. */
    tallTight: null,
    tallBody: null,
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
    slow: null,
    easing: null,
  },
  zIndex: {
    sticky: null,
    floating: null,
    overlay: null,
    dialog: null,
    popover: null,
    toast: null,
  },
});
