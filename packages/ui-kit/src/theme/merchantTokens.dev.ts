/// <reference types="vite/client" />
// Every merchant app's token file, found by Vite's glob so a new `apps/merchant-*` is picked up with no edit here.
// For Storybook and tests only: not exported from the package (apps depend on ui-kit, never the other way round).
import { defineThemeTokens, type MerchantTokens } from './scales';
import type { ThemeTokens } from './tokens';

const modules = import.meta.glob<{ tokens: MerchantTokens }>('../../../../apps/merchant-*/src/theme.tokens.ts', {
  eager: true,
});

/** Merchant folder name (`aurum` for `apps/merchant-aurum`) to its full tokens (base scales filled in), by name. */
export const merchantTokens: Readonly<Record<string, ThemeTokens>> = Object.fromEntries(
  Object.entries(modules)
    .map(([path, module]) => [/merchant-([^/]+)\//.exec(path)?.[1] ?? path, defineThemeTokens(module.tokens)] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);
