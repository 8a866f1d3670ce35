import { vars } from '../../theme/contract.css';
import type { ThemeTokens } from '../../theme/tokens';

export type TokenGroup = keyof ThemeTokens;

export interface TokenField {
  group: TokenGroup;
  key: string;
  value: string;
}

/** Every token, grouped in the contract's order, for the editor. */
export function tokenGroups(tokens: ThemeTokens): Array<{ group: TokenGroup; fields: TokenField[] }> {
  return (Object.keys(vars) as TokenGroup[]).map((group) => ({
    group,
    fields: Object.keys(vars[group]).map((key) => ({
      group,
      key,
      value: (tokens[group] as Record<string, string>)[key] ?? '',
    })),
  }));
}

/** A copy of `tokens` with one token changed. */
export function withToken(tokens: ThemeTokens, group: TokenGroup, key: string, value: string): ThemeTokens {
  return { ...tokens, [group]: { ...tokens[group], [key]: value } };
}
