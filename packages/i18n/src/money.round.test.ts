import { describe, expect, it } from 'vitest';
import { isFormatError } from './i18n.errors';
import { roundHalfUp, roundHalfUpToString } from './money.round';

// Exact decimal reference: rounds the written digits of a decimal string half up with BigInt arithmetic.
function referenceRound(text: string, decimals: number): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const scaled = BigInt(whole + fraction.padEnd(decimals + 1, '0').slice(0, decimals + 1));
  const rounded = (scaled + 5n) / 10n;
  const digits = rounded.toString().padStart(decimals + 1, '0');
  const body = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative && rounded !== 0n ? `-${body}` : body;
}

describe('roundHalfUp', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.015, 2, 1.02],
    [1.025, 2, 1.03],
    [2.675, 2, 2.68],
    [0.125, 2, 0.13],
    [0.135, 2, 0.14],
    [1.0049, 2, 1],
    [8.345, 2, 8.35],
    [1.45, 1, 1.5],
    [2.5, 0, 3],
    [3.5, 0, 4],
    [0.5, 0, 1],
    [999.995, 2, 1000],
    [12, 2, 12],
    [0, 2, 0],
  ])('rounds %d to %d places as %d (half up, on the decimal digits)', (value, decimals, expected) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });

  it('rounds negatives half away from zero', () => {
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(roundHalfUp(-1.004, 2)).toBe(-1);
  });

  it('is not banker’s rounding', () => {
    expect(roundHalfUp(0.5, 0)).toBe(1);
    expect(roundHalfUp(2.5, 0)).toBe(3);
    expect(roundHalfUp(0.025, 2)).toBe(0.03);
  });

  it('handles numbers JavaScript prints with an exponent', () => {
    expect(roundHalfUp(1e-7, 2)).toBe(0);
    expect(roundHalfUp(5e-7, 6)).toBe(0.000001);
    expect(roundHalfUp(1.5e21, 0)).toBe(1.5e21);
    expect(roundHalfUpToString(1e21, 2)).toBe('1000000000000000000000.00');
  });

  it('agrees with exact decimal rounding for every amount with three decimals up to 20', () => {
    const disagreements: string[] = [];
    for (let thousandths = -20_000; thousandths <= 20_000; thousandths += 1) {
      const text = (thousandths / 1000).toFixed(3);
      const actual = roundHalfUpToString(Number(text), 2);
      const expected = referenceRound(text, 2);
      if (actual !== expected) disagreements.push(`${text}: ${actual} vs ${expected}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('throws a FormatError for values it cannot round', () => {
    for (const [value, decimals] of [
      [Number.NaN, 2],
      [Number.POSITIVE_INFINITY, 2],
      [1, -1],
      [1, 1.5],
      [1, 21],
    ] as const) {
      let caught: unknown;
      try {
        roundHalfUp(value, decimals);
      } catch (error) {
        caught = error;
      }
      expect(isFormatError(caught), `${value}, ${decimals}`).toBe(true);
    }
  });
});

describe('roundHalfUpToString', () => {
  it('keeps trailing zeros and never writes -0', () => {
    expect(roundHalfUpToString(1.1, 3)).toBe('1.100');
    expect(roundHalfUpToString(-0.001, 2)).toBe('0.00');
    expect(roundHalfUpToString(-0, 0)).toBe('0');
    expect(roundHalfUpToString(0.000_000_1, 0)).toBe('0');
  });
});
