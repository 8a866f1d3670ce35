import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media, touchTargetPx } from './media';
import { defineThemeTokens, type MerchantTokens } from './scales';

/**
 * Turns a merchant's tokens (its colours, fonts, radii, shadows and the base-scale steps it changes; full
 * `ThemeTokens` work too) into a theme class, the base scales filled in. Call it from a `.css.ts` file:
 * `export const aurumTheme = makeTheme(aurumTokens);`
 */
export function makeTheme(tokens: MerchantTokens, debugId?: string): string {
  const full = defineThemeTokens(tokens);
  const theme = createTheme(vars, full, debugId);
  // On a phone every control is a touch target: the merchant's control heights, never under 44 px. Buttons, icon
  // buttons, fields, selects, tabs and pagination all take their height from these, so no component needs a rule.
  const atLeastTouch = (height: string) => `max(${touchTargetPx}px, ${height})`;
  globalStyle(`.${theme}`, {
    '@media': {
      [media.phone]: {
        vars: {
          [vars.control.heightSm]: atLeastTouch(full.control.heightSm),
          [vars.control.heightMd]: atLeastTouch(full.control.heightMd),
          [vars.control.heightLg]: atLeastTouch(full.control.heightLg),
        },
      },
    },
  });
  return theme;
}
