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
    /** The header bar ("chrome"): its fill, the text and icons on it, and the rule under it (decorative). */
    chrome: null,
    onChrome: null,
    chromeRule: null,
    /** The current page in the header's navigation: its fill (may equal `chrome` for an underline style) and text. */
    navActive: null,
    onNavActive: null,
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
  /**
   * The brand's voice in type beyond the families: the case and tracking of headings and of control labels (buttons,
   * tabs, the header's navigation). `none` / `uppercase` for the cases, any letter-spacing for the tracking.
   */
  text: {
    headingCase: null,
    headingTracking: null,
    controlCase: null,
    controlTracking: null,
  },
  /**
   * Density and shape of controls (buttons, inputs, selects, tabs, pagination): the three heights, the inline padding,
   * the label size of a medium button (small and large are 2 px less and more), the corner, the scale while pressed
   * (`1` for none).
   */
  control: {
    heightSm: null,
    heightMd: null,
    heightLg: null,
    paddingX: null,
    fontSize: null,
    radius: null,
    pressedScale: null,
  },
  /**
   * The card style every card-like surface takes through `cardStyle` (see `card.css.ts`): flat and bordered, or
   * elevated, or glowing. `sheen` is a background image drawn over `surfaceRaised` (a gradient, or `none`): decorative
   * and subtle, text contrast is measured on `surfaceRaised`.
   */
  card: {
    radius: null,
    borderWidth: null,
    padding: null,
    shadow: null,
    sheen: null,
    /** On hover of a card that is a link or button: the shadow and the lift (a translateY length, `0px` for none). */
    hoverShadow: null,
    hoverLift: null,
    /** The corner of pictures inside a card, and their fit (`cover` or `contain`). */
    imageRadius: null,
    imageFit: null,
  },
  /**
   * The header's structure as CSS: a grid with the areas `brand`, `end` (language and account) and `nav`. Visitors and
   * players get their own template, as a player's info bar needs a row of its own. The rest sets the bar's rhythm and
   * the navigation's look (underline or pills: `navIndicator` is a box-shadow drawn on the current page).
   */
  header: {
    areas: null,
    columns: null,
    playerAreas: null,
    playerColumns: null,
    minHeight: null,
    paddingY: null,
    rowGap: null,
    ruleWidth: null,
    brandJustify: null,
    brandSize: null,
    /** The brand's size in the phone's compact header (one row: brand, then balance or log in). */
    phoneBrandSize: null,
    navJustify: null,
    /** `wrap` lets a long navigation take a second line; `nowrap` keeps one row that scrolls sideways. */
    navWrap: null,
    /** The line between the top row and the navigation (`0px` when they share a row). */
    navRuleWidth: null,
    navGap: null,
    navFontSize: null,
    navHeight: null,
    navPaddingX: null,
    navRadius: null,
    navIndicator: null,
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
