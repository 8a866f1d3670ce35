import type { MerchantTokens } from '@platform/ui-kit';

/** Aurum Palace: a dark casino floor, gold for what matters, a card-table red for the accent. */
export const tokens: MerchantTokens = {
  color: {
    surface: '#14110d',
    surfaceRaised: '#211b14',
    surfaceSunken: '#0b0906',
    surfaceOverlay: '#2a2219',
    text: '#f6eedb',
    textMuted: '#c9bb9f',
    link: '#f0c860',
    border: '#3d3224',
    borderStrong: '#94805e',
    brand: '#d9ad45',
    brandHover: '#eac25e',
    onBrand: '#1b1406',
    accent: '#b8322a',
    accentHover: '#a22a23',
    onAccent: '#ffffff',
    positive: '#6fd39a',
    onPositive: '#0b1f14',
    critical: '#ff8a7f',
    onCritical: '#2b0603',
    warning: '#f3c457',
    onWarning: '#2a1c00',
    info: '#8cc0ff',
    onInfo: '#06182e',
    focus: '#ffd978',
    overlay: 'rgba(0, 0, 0, 0.72)',
  },
  font: {
    body: '"Noto Sans", "Segoe UI", Roboto, "Helvetica Neue", Arial',
    heading: 'Georgia, "Noto Serif", "Times New Roman"',
    numeric: '"Roboto Mono", "Noto Sans Mono", "SFMono-Regular", Menlo, Consolas',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    raised: '0 2px 10px rgba(0, 0, 0, 0.5)',
    overlay: '0 18px 48px rgba(0, 0, 0, 0.65)',
  },
};
