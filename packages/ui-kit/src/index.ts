export { Button, type ButtonProps } from './primitives/button/Button';
export { vars } from './theme/contract.css';
export { makeTheme } from './theme/makeTheme';
export { themeRoot } from './theme/root.css';
export type { ThemeTokens } from './theme/tokens';
