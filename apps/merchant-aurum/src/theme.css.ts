import { makeTheme } from '@platform/ui-kit';
import { tokens } from './theme.tokens';

export const theme = makeTheme(tokens, 'aurum');
