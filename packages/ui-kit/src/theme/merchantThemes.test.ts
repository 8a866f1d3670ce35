import { describe, expect, it } from 'vitest';
import { merchantTokens } from './merchantTokens.dev';
import { checkThemeContrast, describeContrastFailures } from './theme.contrast';

// Every apps/merchant-*/src/theme.tokens.ts, found by glob: a new merchant is checked with no edit here.
describe('merchant themes', () => {
  it('finds the token file of every merchant app', () => {
    expect(Object.keys(merchantTokens)).toEqual(expect.arrayContaining(['aurum', 'verde']));
  });

  it.each(Object.entries(merchantTokens))(
    '%s meets WCAG 2.2 AA for every text, control and focus pair',
    (_, tokens) => {
      expect(describeContrastFailures(checkThemeContrast(tokens))).toEqual([]);
    },
  );

  it.each(Object.entries(merchantTokens))(
    "%s's header templates place the brand, the account area and the navigation, in as many columns as declared",
    (_, { header }) => {
      for (const [areas, columns] of [
        [header.areas, header.columns],
        [header.playerAreas, header.playerColumns],
      ] as const) {
        const rows = [...areas.matchAll(/"([^"]*)"/g)].map((match) => match[1]!.trim().split(/\s+/));
        expect(new Set(rows.flat())).toEqual(
          new Set(['brand', 'end', 'nav', ...(rows.flat().includes('.') ? ['.'] : [])]),
        );
        const tracks = columns
          .replace(/\([^)]*\)/g, '()')
          .trim()
          .split(/\s+/).length;
        for (const row of rows) expect(row).toHaveLength(tracks);
      }
    },
  );

  it('keeps Aurum dark and Verde light, so the two merchants look clearly different', () => {
    const aurum = merchantTokens.aurum!;
    const verde = merchantTokens.verde!;
    const lightness = (hex: string) => Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16);
    expect(lightness(aurum.color.surface)).toBeLessThan(100);
    expect(lightness(verde.color.surface)).toBeGreaterThan(400);
    expect(aurum.color.brand).not.toBe(verde.color.brand);
  });
});
