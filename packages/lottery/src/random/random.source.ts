import { NoSecureRandomError } from '../lottery.errors';

/**
 * Fills an array with uniformly random 32-bit values and returns it: the shape of `crypto.getRandomValues`, so the
 * real one fits and tests can pass a seeded one.
 */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

/** `globalThis.crypto.getRandomValues` (browsers, Node 20), looked up when called. */
export const cryptoRandomSource: RandomSource = (array) => {
  const crypto = (globalThis as { crypto?: Crypto }).crypto;
  if (typeof crypto?.getRandomValues !== 'function') throw new NoSecureRandomError();
  return crypto.getRandomValues(array);
};

const RANGE = 2 ** 32;

/** Draws uniform integers below `n` (1..2^32) from one source. */
export type IntegerDrawer = (n: number) => number;

/**
 * Uniform integers by rejection sampling: 32-bit values at or above the largest multiple of n below 2^32 are drawn
 * again, so every result has exactly the same number of source values behind it (a plain `value % n` would favour
 * the low results). Values are fetched `batchSize` at a time, since one crypto call per number costs more than the
 * numbers themselves.
 */
export function createIntegerDrawer(source: RandomSource = cryptoRandomSource, batchSize = 8): IntegerDrawer {
  const buffer = new Uint32Array(Math.max(1, Math.floor(batchSize)));
  let next = buffer.length;
  const nextValue = () => {
    if (next === buffer.length) {
      source(buffer);
      next = 0;
    }
    return buffer[next++]!;
  };
  return (n) => {
    if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`Needs an integer bound 1..2^32, got ${n}`);
    const limit = RANGE - (RANGE % n);
    for (;;) {
      const value = nextValue();
      if (value < limit) return value % n;
    }
  };
}

/** One uniform integer in [0, n), without modulo bias (see `createIntegerDrawer`). */
export function randomBelow(n: number, source: RandomSource = cryptoRandomSource): number {
  return createIntegerDrawer(source, 1)(n);
}
