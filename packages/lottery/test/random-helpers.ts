import type { RandomSource } from '../src/random/random.source';

/** A seeded 32-bit source (mulberry32), so property and uniformity tests are repeatable. */
export function seededSource(seed: number): RandomSource {
  let a = seed >>> 0;
  return (array) => {
    for (let i = 0; i < array.length; i++) {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      array[i] = (t ^ (t >>> 14)) >>> 0;
    }
    return array;
  };
}

/** A source that hands out the given values in order (and fails the test when it runs dry). */
export function scriptedSource(values: readonly number[]): RandomSource & { used: () => number } {
  let i = 0;
  const source = ((array: Uint32Array<ArrayBuffer>) => {
    for (let k = 0; k < array.length; k++) {
      if (i >= values.length) throw new Error('scripted source ran dry');
      array[k] = values[i++]!;
    }
    return array;
  }) as RandomSource & { used: () => number };
  source.used = () => i;
  return source;
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, c) => sum + c, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}
