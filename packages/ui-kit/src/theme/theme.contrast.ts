import { contrastRatio, parseColor } from './color';
import type { ThemeTokens } from './tokens';

export type ColorToken = keyof ThemeTokens['color'];

/**
 * What a pair is drawn as. WCAG 2.2 AA: 1.4.3 asks 4.5:1 for text and 3:1 for large text (24 px, or 18.66 px bold);
 * 1.4.11 asks 3:1 for the parts of a control or a focus indicator needed to see it.
 */
export type ContrastKind = 'text' | 'largeText' | 'ui';

export const contrastMinimum: Readonly<Record<ContrastKind, number>> = { text: 4.5, largeText: 3, ui: 3 };

export interface ContrastPair {
  foreground: ColorToken;
  background: ColorToken;
  kind: ContrastKind;
  /** Where the pair appears, for the report a designer reads. */
  use: string;
}

const surfaces = ['surface', 'surfaceRaised', 'surfaceSunken', 'surfaceOverlay'] as const satisfies ColorToken[];

const onSurfaces = (foreground: ColorToken, kind: ContrastKind, use: string): ContrastPair[] =>
  surfaces.map((background) => ({ foreground, background, kind, use }));

/**
 * Every colour pair the components draw: one table, so a component that starts drawing a new pair adds a row here
 * and every merchant is checked against it.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...onSurfaces('text', 'text', 'body text'),
  ...onSurfaces('textMuted', 'text', 'hints, captions, counters'),
  ...onSurfaces('link', 'text', 'links, selected tab'),
  ...onSurfaces('positive', 'text', 'success messages'),
  ...onSurfaces('critical', 'text', 'error messages'),
  ...onSurfaces('warning', 'text', 'warnings'),
  ...onSurfaces('info', 'text', 'notes'),
  { foreground: 'onBrand', background: 'brand', kind: 'text', use: 'primary button, current page, checked box' },
  { foreground: 'onBrand', background: 'brandHover', kind: 'text', use: 'primary button (hover)' },
  { foreground: 'onAccent', background: 'accent', kind: 'text', use: 'accent button, badge' },
  { foreground: 'onAccent', background: 'accentHover', kind: 'text', use: 'accent button (hover)' },
  { foreground: 'onPositive', background: 'positive', kind: 'text', use: 'success toast and badge' },
  { foreground: 'onCritical', background: 'critical', kind: 'text', use: 'danger button, error badge' },
  { foreground: 'onWarning', background: 'warning', kind: 'text', use: 'warning badge' },
  { foreground: 'onInfo', background: 'info', kind: 'text', use: 'info badge' },
  { foreground: 'onChrome', background: 'chrome', kind: 'text', use: 'header text, language and account links' },
  { foreground: 'link', background: 'chrome', kind: 'text', use: 'header navigation (hover)' },
  { foreground: 'brand', background: 'chrome', kind: 'largeText', use: 'the merchant name in the header' },
  { foreground: 'onNavActive', background: 'navActive', kind: 'text', use: 'header navigation, current page' },
  { foreground: 'focus', background: 'chrome', kind: 'ui', use: 'focus ring in the header' },
  ...onSurfaces('focus', 'ui', 'focus ring'),
  ...onSurfaces('borderStrong', 'ui', 'input, checkbox and radio edges'),
  ...onSurfaces('brand', 'ui', 'checked checkbox and radio, selected-tab bar, slider dots'),
];

export interface ContrastCheck extends ContrastPair {
  /** The exact ratio (never rounded); NaN when a colour could not be read. */
  ratio: number;
  minimum: number;
  passes: boolean;
  /** Why the pair could not be measured. */
  problem?: 'unreadable-colour' | 'translucent-background';
}

export interface ThemeContrastReport {
  passes: boolean;
  checks: ContrastCheck[];
  failures: ContrastCheck[];
}

/**
 * Computes the WCAG 2.2 contrast of every pair in `contrastPairs` for one merchant's colours. Pure: the Storybook
 * theme playground shows it live and a ui-kit test runs it over every `apps/merchant-*` token file.
 * A translucent foreground is drawn over its background first; backgrounds must be opaque.
 */
export function checkThemeContrast(tokens: Pick<ThemeTokens, 'color'>): ThemeContrastReport {
  const checks = contrastPairs.map((pair): ContrastCheck => {
    const minimum = contrastMinimum[pair.kind];
    const foreground = parseColor(tokens.color[pair.foreground]);
    const background = parseColor(tokens.color[pair.background]);
    if (!foreground || !background) {
      return { ...pair, ratio: Number.NaN, minimum, passes: false, problem: 'unreadable-colour' };
    }
    if (background.a < 1) {
      return { ...pair, ratio: Number.NaN, minimum, passes: false, problem: 'translucent-background' };
    }
    const ratio = contrastRatio(foreground, background);
    return { ...pair, ratio, minimum, passes: ratio >= minimum };
  });
  const failures = checks.filter((check) => !check.passes);
  return { passes: failures.length === 0, checks, failures };
}

/** One line per failure, e.g. `textMuted on surfaceSunken: 3.98 < 4.5 (hints, captions, counters)`. */
export function describeContrastFailures(report: ThemeContrastReport): string[] {
  return report.failures.map((check) => {
    const measured = check.problem ?? `${(Math.floor(check.ratio * 100) / 100).toFixed(2)} < ${check.minimum}`;
    return `${check.foreground} on ${check.background}: ${measured} (${check.use})`;
  });
}
