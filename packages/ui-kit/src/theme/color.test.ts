import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseColor, relativeLuminance, toHex } from './color';

describe('parseColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#0d7347', { r: 13, g: 115, b: 71, a: 1 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 136 / 255 }],
    ['#FF000080', { r: 255, g: 0, b: 0, a: 128 / 255 }],
    ['rgb(18, 36, 27)', { r: 18, g: 36, b: 27, a: 1 }],
    ['rgba(0, 0, 0, 0.72)', { r: 0, g: 0, b: 0, a: 0.72 }],
    ['rgb(100% 0% 0% / 50%)', { r: 255, g: 0, b: 0, a: 0.5 }],
    ['hsl(120, 100%, 25%)', { r: 0, g: 127.5, b: 0, a: 1 }],
    ['hsla(240deg 100% 50% / 0.25)', { r: 0, g: 0, b: 255, a: 0.25 }],
    [' White ', { r: 255, g: 255, b: 255, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('reads %s', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each(['', 'gold', '#12', '#ggg', 'rgb(1, 2)', 'rgb(a, b, c)', 'var(--x)', 'rgb(1 2 3 4 / 1)'])(
    'refuses %j rather than guessing',
    (input) => {
      expect(parseColor(input)).toBeUndefined();
    },
  );
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    const black = parseColor('#000')!;
    const white = parseColor('#fff')!;
    expect(contrastRatio(black, white)).toBe(21);
    expect(contrastRatio(white, black)).toBe(21);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('matches the published WCAG value for #767676 on white (4.54)', () => {
    expect(contrastRatio(parseColor('#767676')!, parseColor('#fff')!)).toBeCloseTo(4.54, 2);
  });

  it('draws a translucent foreground over its background first', () => {
    const halfBlack = parseColor('rgba(0, 0, 0, 0.5)')!;
    const white = parseColor('#fff')!;
    expect(contrastRatio(halfBlack, white)).toBeCloseTo(contrastRatio(composite(halfBlack, white), white), 10);
    expect(toHex(composite(halfBlack, white))).toBe('#808080');
  });

  it('uses the WCAG 2.2 sRGB threshold', () => {
    expect(relativeLuminance({ r: 10, g: 10, b: 10, a: 1 })).toBeCloseTo(10 / 255 / 12.92, 10);
  });
});
