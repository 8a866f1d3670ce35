import { vars } from './contract.css';
import { merchantPartOf } from './scales';
import type { ThemeTokens } from './tokens';

export interface ThemeFileOptions {
  /** The JSDoc line above the tokens, e.g. "Rubis: deep red and silver". */
  description?: string;
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

type Tree = { readonly [key: string]: string | Tree };

function formatGroup(contract: Tree, values: Tree | undefined, indent: string): string[] {
  // Only what the merchant has: the base scales' steps it does not change stay out of its file.
  return Object.entries(contract).flatMap(([key, shape]) => {
    const value = values?.[key];
    if (value === undefined) return [];
    if (typeof shape === 'string') {
      return [`${indent}${key}: ${quote(typeof value === 'string' ? value : '')},`];
    }
    return [
      `${indent}${key}: {`,
      ...formatGroup(shape, typeof value === 'object' ? value : undefined, `${indent}  `),
      `${indent}},`,
    ];
  });
}

/**
 * The text of an `apps/merchant-<name>/src/theme.tokens.ts` for these tokens: the merchant's own part (colours, fonts,
 * radii, shadows and the base-scale steps it changes; `makeTheme` fills in the base scales), in the contract's order and the
 * repository's format (Biome: single quotes, trailing commas). The theme playground copies it out for a new merchant.
 */
export function formatThemeTokensFile(
  tokens: ThemeTokens,
  { description = 'A merchant theme.' }: ThemeFileOptions = {},
) {
  return [
    "import type { MerchantTokens } from '@platform/ui-kit';",
    '',
    `/** ${description.replace(/\*\//g, '* /')} */`,
    'export const tokens: MerchantTokens = {',
    ...formatGroup(vars as unknown as Tree, merchantPartOf(tokens) as unknown as Tree, '  '),
    '};',
    '',
  ].join('\n');
}
