import type { ThemeTokens } from '@platform/ui-kit';

/** Verde Play: light, fresh and green. */
export const tokens: ThemeTokens = {
  color: {
    surface: '#f6faf7',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#e6f0ea',
    text: '#12241b',
    textMuted: '#46594f',
    border: '#a9c2b4',
    brand: '#0d7347',
    brandHover: '#0a5c39',
    textOnBrand: '#ffffff',
    accent: '#ffb547',
    textOnAccent: '#2a1a00',
    positive: '#14703e',
    critical: '#b42318',
    warning: '#8a5300',
    info: '#0b5cab',
    focus: '#0b5cab',
    overlay: 'rgba(18, 36, 27, 0.55)',
  },
  font: {
    body: '"Nunito Sans", "Noto Sans", "Noto Sans SC", "Noto Sans TC", "Noto Sans JP", "Noto Sans Thai", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Leelawadee UI", Tahoma, system-ui, sans-serif',
    heading: '"Nunito Sans", "Noto Sans", "Noto Sans SC", "Noto Sans JP", "Noto Sans Thai", system-ui, sans-serif',
    numeric: '"Noto Sans Mono", ui-monospace, monospace',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '30px' },
  fontWeight: { regular: '400', medium: '600', bold: '800' },
  lineHeight: { tight: '1.3', body: '1.6' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '8px', md: '14px', lg: '22px', pill: '999px' },
  shadow: {
    raised: '0 2px 8px rgba(18, 36, 27, 0.12)',
    overlay: '0 16px 40px rgba(18, 36, 27, 0.24)',
  },
  motion: { fast: '100ms', normal: '200ms', easing: 'cubic-bezier(0.3, 0, 0, 1)' },
  zIndex: { sticky: '10', floating: '100', overlay: '1000', dialog: '1010', toast: '1100' },
};
