import { describe, expect, it } from 'vitest';
import { lotteryCatalogue } from './lottery.catalogue';
import { LOTTERY_ICON_SHOWN_PX, lotteryIconMarkSize, lotteryIconSvg } from './stand-in.page';

/** A bold sans-serif capital or digit is at most about 0.72 of its font size wide. */
const WIDEST_GLYPH_EM = 0.72;

describe('lottery icons', () => {
  it.each(lotteryCatalogue.map((game) => [game.code, game.kind] as const))(
    '%s: one mark, its kind, readable at the size the site shows it and inside the box',
    (code, kind) => {
      const svg = lotteryIconSvg(code, kind);
      const texts = [...svg.matchAll(/<text[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)];
      expect(texts).toHaveLength(1);
      const [, size, mark] = texts[0] as RegExpMatchArray;
      expect(mark).toBe(kind);
      expect(Number(size)).toBe(lotteryIconMarkSize(kind));
      // At 40 CSS px the mark is at least 11 px tall, 14 for a mark of up to 3 characters (the code under it was 5 px), and fits the 120-unit box.
      expect((Number(size) * LOTTERY_ICON_SHOWN_PX) / 120).toBeGreaterThanOrEqual(kind.length <= 3 ? 14 : 11);
      expect(kind.length * Number(size) * WIDEST_GLYPH_EM).toBeLessThanOrEqual(120 - 16);
      expect(svg).toContain(`aria-label="${code}"`);
    },
  );
});
