import { describe, expect, it } from 'vitest';
import { merchantTokens } from './merchantTokens.dev';
import { formatThemeTokensFile } from './theme.file';

// The object literal of a generated file, evaluated as JavaScript: it must give back the same tokens.
const objectOf = (file: string) => {
  const literal = file.slice(file.indexOf('= {') + 2, file.lastIndexOf('};') + 1);
  return new Function(`return ${literal}`)();
};

describe('formatThemeTokensFile', () => {
  it.each(Object.entries(merchantTokens))('writes a tokens file that gives back every token of %s', (_, tokens) => {
    const file = formatThemeTokensFile(tokens, { description: 'Copied' });
    expect(file.startsWith("import type { ThemeTokens } from '@platform/ui-kit';\n\n/** Copied */\n")).toBe(true);
    expect(file).toContain('export const tokens: ThemeTokens = {');
    expect(objectOf(file)).toEqual(tokens);
  });

  it('escapes quotes and backslashes, and keeps a description from closing its comment', () => {
    const tokens = structuredClone(merchantTokens.verde!);
    tokens.font.body = `"Nunito Sans", 'Brand\\Face'`;
    const file = formatThemeTokensFile(tokens, { description: 'ends */ early' });
    expect(objectOf(file).font.body).toBe(tokens.font.body);
    expect(file).toContain('/** ends * / early */');
  });

  it('follows the contract order, so two files of different merchants diff line by line', () => {
    const lines = (file: string) => file.split('\n').map((line) => line.split(':')[0]);
    const [a, b] = Object.values(merchantTokens).map((tokens) => formatThemeTokensFile(tokens));
    expect(lines(a!)).toEqual(lines(b!));
  });
});
