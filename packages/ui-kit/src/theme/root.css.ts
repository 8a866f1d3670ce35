import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media, touchTargetPx } from './media';

/** The script families of the nearest `lang`, set by the `:lang()` rules below. */
const scriptFonts = createVar();

/**
 * Complete font stacks: the brand family first (it carries the Latin letters and digits), then the families of the
 * current language's script, then a generic family. Components that change the family use these, never
 * `vars.font.*` alone, so Chinese, Japanese and Thai characters still find the right font.
 */
export const fontStack = {
  body: `${vars.font.body}, ${scriptFonts}, system-ui, sans-serif`,
  heading: `${vars.font.heading}, ${scriptFonts}, system-ui, sans-serif`,
  numeric: `${vars.font.numeric}, ${scriptFonts}, ui-monospace, monospace`,
} as const;

/** Put on the element that carries a merchant theme class (usually body): base colours, font and rhythm. */
export const themeRoot = style({
  vars: { [scriptFonts]: vars.fontScript.zhCN },
  margin: 0,
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: fontStack.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitTextSizeAdjust: '100%',
  textRendering: 'optimizeLegibility',
});

/**
 * `lang` values of the six site languages (spec NOTES: CN, TW, JA, EN, TH, VI map to zh-CN, zh-TW, ja, en, th, vi)
 * and the script families each one uses. English keeps the default (Simplified Chinese fallback, as CN is the
 * default language and player names are often Chinese).
 */
const scriptByLang = [
  ['zh-CN', vars.fontScript.zhCN],
  ['zh-TW', vars.fontScript.zhTW],
  ['ja', vars.fontScript.ja],
  ['th', vars.fontScript.th],
  ['vi', vars.fontScript.vi],
] as const;

const tallScripts = new Set(['th', 'vi']);

for (const [lang, families] of scriptByLang) {
  // The root itself (lang usually sits on <html>) and every descendant that declares its own lang (the language
  // picker labels each language in its own script). The variables need the root's class twice to beat the theme
  // class on the same element.
  const selfAndDeclared = `${themeRoot}:lang(${lang}), ${themeRoot} [lang]:lang(${lang})`;
  const lineHeights = tallScripts.has(lang)
    ? { [vars.lineHeight.body]: vars.lineHeight.tallBody, [vars.lineHeight.tight]: vars.lineHeight.tallTight }
    : {};
  globalStyle(`${themeRoot}${themeRoot}:lang(${lang}), ${themeRoot} [lang]:lang(${lang})`, {
    vars: { [scriptFonts]: families, ...lineHeights },
  });
  // Zero specificity, so a component that sets its own family (numeric, heading) keeps it.
  globalStyle(`:where(${selfAndDeclared})`, {
    fontFamily: fontStack.body,
    lineHeight: vars.lineHeight.body,
  });
}

/**
 * prefers-reduced-motion: every duration token becomes 0 ms, so transitions and animations built on `vars.motion`
 * finish at once. The root's class is doubled so that the theme class (which sets the
 * tokens on the same element) cannot win the cascade.
 */
globalStyle(`${themeRoot}${themeRoot}, ${themeRoot} *`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms', [vars.motion.slow]: '0ms' },
    },
  },
});

/**
 * And for motion written with literal durations (a keyframe loop, a third-party widget): under reduced motion every
 * animation and transition in the theme runs once and at once, and scrolling jumps. Components still turn off what
 * should not happen at all (a spinner's rotation, a card's lift), since a 0.01 ms animation still ends transformed.
 */
globalStyle(`${themeRoot}, ${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

/** Links inside the theme take the link colour rather than the browser's blue; any component class wins. */
globalStyle(`:where(${themeRoot} a)`, { color: vars.color.link });

/** Every link shows hover and keyboard focus, whatever its component forgot (zero specificity: any class wins). */
globalStyle(`:where(${themeRoot} a[href]:hover)`, { textDecorationThickness: '2px' });
globalStyle(`:where(${themeRoot} a[href]:focus-visible, ${themeRoot} button:focus-visible)`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

/**
 * The page's headings speak in the brand's heading family, case and tracking (AURUM's engraved capitals, VERDE's
 * rounded sans). `h1` and `h2` only: titles inside cards and lists stay in the body family for legibility.
 */
globalStyle(`:where(${themeRoot} h1, ${themeRoot} h2)`, {
  fontFamily: fontStack.heading,
  textTransform: vars.text.headingCase as 'none',
  letterSpacing: vars.text.headingTracking,
});

/**
 * On a phone every control is a touch target of at least 44 by 44 px. The rules weigh a class and an element, so they
 * outweigh a component's own one-class minimum (a footer link's 24 px); `min-height` also outweighs a fixed `height`.
 * A link that lays out as a box (a list's, a footer's, a tab's) gets the height; a link inside a sentence is inline
 * and stays text (`min-height` does not apply to inline boxes). Checkboxes and radios are targets through their labels.
 */
globalStyle(
  `${themeRoot} button, ${themeRoot} [role="button"], ${themeRoot} [role="tab"], ${themeRoot} select, ${themeRoot} summary, ${themeRoot} a[href]`,
  { '@media': { [media.phone]: { minHeight: touchTargetPx, minWidth: touchTargetPx } } },
);
globalStyle(`${themeRoot} input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="range"])`, {
  '@media': { [media.phone]: { minHeight: touchTargetPx } },
});
/**
 * A link alone in a list item or a table cell is a control, not a word in a sentence: on a phone it lays out as a box
 * so the 44 px minimum applies (zero specificity: a component's own `display` wins).
 */
globalStyle(
  `:where(${themeRoot} li > a[href]:only-child, ${themeRoot} td > a[href]:only-child, ${themeRoot} nav a[href])`,
  {
    '@media': { [media.phone]: { display: 'inline-flex', alignItems: 'center' } },
  },
);
