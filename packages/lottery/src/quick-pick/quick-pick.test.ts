import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiSquare, seededSource } from '../../test/random-helpers';
import { pickElevenFive, pickSsc } from './quick-pick';

// Critical values of chi-square: p = 0.001 for the seeded runs (fixed outcome, so never flaky), p = 1e-6 for the
// run on the real source (a generous bound: a fair source fails it once in a million runs).
const CHI2_45_P001 = 80.08;
const CHI2_45_P1E6 = 105.2;
const CHI2_461_P001 = 560.56;
const CHI2_461_P1E6 = 619.99;

describe('pickSsc', () => {
  it('always gives 5 single digits 0-9', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const digits = pickSsc(seededSource(seed));
        return digits.length === 5 && digits.every((d) => /^[0-9]$/.test(d));
      }),
    );
  });

  it('lets digits repeat (each position is drawn on its own)', () => {
    const source = seededSource(3);
    const repeats = Array.from({ length: 200 }, () => pickSsc(source)).some((d) => new Set(d).size < 5);
    expect(repeats).toBe(true);
  });

  const sscStatistic = (draws: number, source?: Parameters<typeof pickSsc>[0]) => {
    const counts = Array.from({ length: 50 }, () => 0);
    for (let i = 0; i < draws; i++) {
      pickSsc(source).forEach((digit, position) => {
        counts[position * 10 + Number(digit)]!++;
      });
    }
    // Five independent positions of 10 cells: the sum of five 9-degree statistics has 45 degrees of freedom.
    let statistic = 0;
    for (let p = 0; p < 5; p++) statistic += chiSquare(counts.slice(p * 10, p * 10 + 10));
    return statistic;
  };

  it('is uniform in every position (chi-square, seeded source)', () => {
    expect(sscStatistic(20_000, seededSource(20_240_101))).toBeLessThan(CHI2_45_P001);
  });

  it('is uniform in every position on the real crypto source', { timeout: 60_000 }, () => {
    expect(sscStatistic(20_000)).toBeLessThan(CHI2_45_P1E6);
  });
});

describe('pickElevenFive', () => {
  const numbers = Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'));

  it('always gives 5 distinct zero-padded numbers from 01-11, ascending', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const pick = pickElevenFive(seededSource(seed));
        return (
          pick.length === 5 &&
          new Set(pick).size === 5 &&
          pick.every((n) => numbers.includes(n)) &&
          pick.every((n, i) => i === 0 || pick[i - 1]! < n)
        );
      }),
    );
  });

  // All C(11, 5) = 462 sets should be equally likely.
  const setStatistic = (draws: number, source?: Parameters<typeof pickElevenFive>[0]) => {
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const key = pickElevenFive(source).join(',');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(462);
    return chiSquare([...counts.values()]);
  };

  // 23 100 draws: 50 expected per set, well above the 5 the chi-square approximation needs.
  it('draws every one of the 462 sets equally often (chi-square, seeded source)', { timeout: 60_000 }, () => {
    expect(setStatistic(23_100, seededSource(77))).toBeLessThan(CHI2_461_P001);
  });

  it('draws every set equally often on the real crypto source', { timeout: 60_000 }, () => {
    expect(setStatistic(23_100)).toBeLessThan(CHI2_461_P1E6);
  });
});
