import type { ThemeTokens } from '@platform/ui-kit';

/** Aurum Palace: a dark casino floor with gold. */
export const tokens: ThemeTokens = {
  color: {
    surface: '#14110d',
    surfaceRaised: '#211b14',
    surfaceSunken: '#0b0906',
    text: '#f6eedb',
    textMuted: '#c4b69a',
    border: '#5a4a33',
    brand: '#d9ad45',
    brandHover: '#eac25e',
    textOnBrand: '#1b1406',
    accent: '#b8322a',
    textOnAccent: '#ffffff',
    positive: '#6fd39a',
    critical: '#ff8a7f',
    warning: '#f3c457',
    info: '#8cc0ff',
    focus: '#ffd978',
    overlay: 'rgba(0, 0, 0, 0.72)',
  },
  font: {
    body: '"Noto Sans", "Noto Sans SC", "Noto Sans TC", "Noto Sans JP", "Noto Sans Thai", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Leelawadee UI", Tahoma, system-ui, sans-serif',
    heading: 'Georgia, "Noto Serif", "Noto Serif SC", "Noto Serif JP", "Noto Serif Thai", "Songti SC", serif',
    numeric: '"Roboto Mono", "Noto Sans Mono", ui-monospace, monospace',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '24px', xxl: '32px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', body: '1.6' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    raised: '0 2px 10px rgba(0, 0, 0, 0.5)',
    overlay: '0 18px 48px rgba(0, 0, 0, 0.65)',
  },
  motion: { fast: '120ms', normal: '220ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { sticky: '10', floating: '100', overlay: '1000', dialog: '1010', toast: '1100' },
};
