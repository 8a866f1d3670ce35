import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import type { ThemeTokens } from './tokens';

/**
 * Turns a merchant's token object into a theme class. Call it from a `.css.ts` file:
 * `export const aurumTheme = makeTheme(aurumTokens);`
 */
export function makeTheme(tokens: ThemeTokens, debugId?: string): string {
  return createTheme(vars, tokens, debugId);
}
