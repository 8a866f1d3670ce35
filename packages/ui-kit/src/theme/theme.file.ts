import { vars } from './contract.css';
import type { ThemeTokens } from './tokens';

export interface ThemeFileOptions {
  /** The JSDoc line above the tokens, e.g. "Rubis: deep red and silver". */
  description?: string;
}

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

type Tree = { readonly [key: string]: string | Tree };

function formatGroup(contract: Tree, values: Tree | undefined, indent: string): string[] {
  return Object.entries(contract).flatMap(([key, shape]) => {
    const value = values?.[key];
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
 * The text of an `apps/merchant-<name>/src/theme.tokens.ts` for these tokens, in the contract's order and the
 * repository's format (Biome: single quotes, trailing commas). The theme playground copies it out for a new merchant.
 */
export function formatThemeTokensFile(
  tokens: ThemeTokens,
  { description = 'A merchant theme.' }: ThemeFileOptions = {},
) {
  return [
    "import type { ThemeTokens } from '@platform/ui-kit';",
    '',
    `/** ${description.replace(/\*\//g, '* /')} */`,
    'export const tokens: ThemeTokens = {',
    ...formatGroup(vars as unknown as Tree, tokens as unknown as Tree, '  '),
    '};',
    '',
  ].join('\n');
}
