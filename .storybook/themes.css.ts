// Every merchant theme, for the theme toolbar. A new merchant app adds one line here.
import { makeTheme } from '@platform/ui-kit';
import { tokens as aurum } from '../apps/merchant-aurum/src/theme.tokens';
import { tokens as verde } from '../apps/merchant-verde/src/theme.tokens';

export const merchantThemes = {
  aurum: makeTheme(aurum, 'sb-aurum'),
  verde: makeTheme(verde, 'sb-verde'),
};
