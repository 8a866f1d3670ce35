import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { merchantTokens } from './merchantTokens.dev';
import { baseScales, defineThemeTokens } from './scales';
import { formatThemeTokensFile } from './theme.file';

// The object literal of a generated file, evaluated as JavaScript: the merchant's own part of its tokens.
const objectOf = (file: string) => {
  const literal = file.slice(file.indexOf('= {') + 2, file.lastIndexOf('};') + 1);
  return new Function(`return ${literal}`)();
};

describe('formatThemeTokensFile', () => {
  it.each(Object.entries(merchantTokens))('writes a tokens file that gives back every token of %s', (_, tokens) => {
    const file = formatThemeTokensFile(tokens, { description: 'Copied' });
    expect(file.startsWith("import type { MerchantTokens } from '@platform/ui-kit';\n\n/** Copied */\n")).toBe(true);
    expect(file).toContain('export const tokens: MerchantTokens = {');
    expect(defineThemeTokens(objectOf(file))).toEqual(tokens);
  });

  it('leaves out the base scales a merchant does not change, and keeps the steps it does', () => {
    const tokens = defineThemeTokens({ ...structuredClone(merchantTokens.verde!), fontSize: { xl: '21px' } });
    const own = objectOf(formatThemeTokensFile(tokens));
    expect(own.space).toBeUndefined();
    expect(own.zIndex).toBeUndefined();
    expect(own.fontSize).toEqual({ xl: '21px' });
    expect(own.color).toEqual(tokens.color);
    expect(defineThemeTokens(own).space).toEqual(baseScales.space);
  });

  it('escapes quotes and backslashes, and keeps a description from closing its comment', () => {
    const tokens = structuredClone(merchantTokens.verde!);
    tokens.font.body = `"Nunito Sans", 'Brand\\Face'`;
    const file = formatThemeTokensFile(tokens, { description: 'ends */ early' });
    expect(objectOf(file).font.body).toBe(tokens.font.body);
    expect(file).toContain('/** ends * / early */');
  });

  it('follows the contract order, so two merchant files diff group by group', () => {
    const order = Object.keys(vars);
    for (const tokens of Object.values(merchantTokens)) {
      const groups = Object.keys(objectOf(formatThemeTokensFile(tokens)));
      expect(groups).toEqual(order.filter((group) => groups.includes(group)));
    }
  });
});
