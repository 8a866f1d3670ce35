import { describe, expect, it } from 'vitest';
import { checkThemeContrast, contrastPairs, describeContrastFailures } from './theme.contrast';
import type { ThemeTokens } from './tokens';

const passing: Pick<ThemeTokens, 'color'> = {
  color: {
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f2f2f2',
    surfaceOverlay: '#ffffff',
    text: '#111111',
    textMuted: '#555555',
    link: '#0b5cab',
    border: '#eeeeee',
    borderStrong: '#767676',
    brand: '#0d7347',
    brandHover: '#0a5c39',
    onBrand: '#ffffff',
    accent: '#ffb547',
    accentHover: '#ffa726',
    onAccent: '#000000',
    positive: '#14703e',
    onPositive: '#ffffff',
    critical: '#b42318',
    onCritical: '#ffffff',
    warning: '#8a5300',
    onWarning: '#ffffff',
    info: '#0b5cab',
    onInfo: '#ffffff',
    focus: '#0b5cab',
    overlay: 'rgba(0, 0, 0, 0.5)',
    chrome: '#ffffff',
    onChrome: '#111111',
    chromeRule: '#eeeeee',
    navActive: '#0d7347',
    onNavActive: '#ffffff',
  },
};

const withColor = (changes: Partial<ThemeTokens['color']>) => ({ color: { ...passing.color, ...changes } });

describe('checkThemeContrast', () => {
  it('checks every pair of the table and passes a theme that meets them all', () => {
    const report = checkThemeContrast(passing);
    expect(report.checks).toHaveLength(contrastPairs.length);
    expect(report.failures).toEqual([]);
    expect(report.passes).toBe(true);
  });

  it('asks 4.5:1 of text on every surface', () => {
    const report = checkThemeContrast(withColor({ textMuted: '#8a8a8a', surfaceSunken: '#ffffff' }));
    expect(report.passes).toBe(false);
    expect(report.failures.map((check) => [check.foreground, check.background, check.minimum])).toEqual([
      ['textMuted', 'surface', 4.5],
      ['textMuted', 'surfaceRaised', 4.5],
      ['textMuted', 'surfaceSunken', 4.5],
      ['textMuted', 'surfaceOverlay', 4.5],
    ]);
  });

  it('never rounds up: 4.48:1 fails the text minimum', () => {
    // #777 on white is 4.478:1, which rounds to 4.5 but is below it.
    const report = checkThemeContrast(withColor({ textMuted: '#777777' }));
    const check = report.checks.find((c) => c.foreground === 'textMuted' && c.background === 'surface');
    expect(check?.ratio).toBeGreaterThan(4.47);
    expect(check?.passes).toBe(false);
  });

  it('asks 3:1 of the focus ring against every surface and the header, and of on-colours 4.5:1 against their fill', () => {
    const report = checkThemeContrast(withColor({ focus: '#b0b0b0', onBrand: '#6fbf9a' }));
    expect(report.failures.filter((c) => c.foreground === 'focus').map((c) => c.minimum)).toEqual([3, 3, 3, 3, 3]);
    expect(report.failures.some((c) => c.foreground === 'onBrand' && c.background === 'brand')).toBe(true);
  });

  it('checks the header: its text on the chrome and the current page on its fill', () => {
    const report = checkThemeContrast(withColor({ onChrome: '#dddddd', onNavActive: '#2a8f63' }));
    expect(describeContrastFailures(report)).toEqual([
      expect.stringMatching(/^onChrome on chrome: /),
      expect.stringMatching(/^onNavActive on navActive: /),
    ]);
  });

  it('reports colours it cannot read and translucent backgrounds instead of passing them', () => {
    const report = checkThemeContrast(withColor({ link: 'var(--x)', surfaceOverlay: 'rgba(255, 255, 255, 0.8)' }));
    expect(report.failures.find((c) => c.foreground === 'link')?.problem).toBe('unreadable-colour');
    expect(report.failures.find((c) => c.foreground === 'text' && c.background === 'surfaceOverlay')?.problem).toBe(
      'translucent-background',
    );
  });

  it('describes each failure in a line a designer can act on', () => {
    const lines = describeContrastFailures(checkThemeContrast(withColor({ onAccent: '#ffffff' })));
    expect(lines).toEqual([
      'onAccent on accent: 1.75 < 4.5 (accent button, badge)',
      'onAccent on accentHover: 1.94 < 4.5 (accent button (hover))',
    ]);
  });
});
