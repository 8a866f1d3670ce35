import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defineThemeTokens, type MerchantTokens } from './scales';

/**
 * Turns a merchant's tokens (its colours, fonts, radii, shadows and the base-scale steps it changes; full
 * `ThemeTokens` work too) into a theme class, the base scales filled in. Call it from a `.css.ts` file:
 * `export const aurumTheme = makeTheme(aurumTokens);`
 */
export function makeTheme(tokens: MerchantTokens, debugId?: string): string {
  return createTheme(vars, defineThemeTokens(tokens), debugId);
}
