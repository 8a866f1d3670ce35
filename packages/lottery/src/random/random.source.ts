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

/**
 * A uniform integer in [0, n) from 32-bit random values by rejection sampling: values at or above the largest
 * multiple of n below 2^32 are drawn again, so every result has exactly the same number of source values behind it
 * (a plain `value % n` would favour the low results).
 */
export function randomBelow(n: number, source: RandomSource = cryptoRandomSource): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE)
    throw new RangeError(`randomBelow needs an integer 1..2^32, got ${n}`);
  const limit = RANGE - (RANGE % n);
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = source(buffer)[0]!;
    if (value < limit) return value % n;
  }
}
