// One theme class per `apps/merchant-*` (found by glob), for the Storybook theme toolbar: a new merchant app appears
// in the toolbar with no edit here.
import { makeTheme } from '../theme/makeTheme';
import { merchantTokens } from '../theme/merchantTokens.dev';

export const merchantThemes: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(merchantTokens).map(([name, tokens]) => [name, makeTheme(tokens, `sb-${name}`)]),
);
