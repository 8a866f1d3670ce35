import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedSource, seededSource } from '../../test/random-helpers';
import { isLotteryError, isNoSecureRandomError, LotteryError, NoSecureRandomError } from '../lottery.errors';
import { createIntegerDrawer, cryptoRandomSource, randomBelow } from './random.source';

describe('randomBelow', () => {
  it('rejects values from the biased tail instead of folding them with modulo', () => {
    // For n = 10 the largest multiple of 10 below 2^32 is 4294967290: values from there up must be redrawn.
    const source = scriptedSource([4_294_967_295, 4_294_967_290, 4_294_967_289]);
    expect(randomBelow(10, source)).toBe(9);
    expect(source.used()).toBe(3);
  });

  it('accepts a value just under the limit at once', () => {
    const source = scriptedSource([4_294_967_289]);
    expect(randomBelow(10, source)).toBe(9);
    expect(source.used()).toBe(1);
  });

  it('stays in range for any bound and seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.integer(), (n, seed) => {
        const value = randomBelow(n, seededSource(seed));
        return Number.isInteger(value) && value >= 0 && value < n;
      }),
    );
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1, Number.NaN])('refuses the bound %s', (n) => {
    expect(() => randomBelow(n, seededSource(1))).toThrow(RangeError);
  });

  it('uses crypto.getRandomValues by default', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    randomBelow(6);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('createIntegerDrawer', () => {
  it('fetches source values in batches and uses them in order', () => {
    const calls: number[] = [];
    const below = createIntegerDrawer((array) => {
      calls.push(array.length);
      array.set(Array.from({ length: array.length }, (_, i) => i + calls.length * 100));
      return array;
    }, 4);
    expect([below(1000), below(1000), below(1000), below(1000), below(1000)]).toEqual([100, 101, 102, 103, 200]);
    expect(calls).toEqual([4, 4]);
  });

  it('rejects the biased tail across batches too', () => {
    const source = scriptedSource([4_294_967_295, 4_294_967_295, 4_294_967_295, 13]);
    expect(createIntegerDrawer(source, 2)(10)).toBe(3);
  });

  it('refuses a bad bound', () => {
    expect(() => createIntegerDrawer(seededSource(1))(0)).toThrow(RangeError);
  });
});

describe('cryptoRandomSource', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fails with a typed error when there is no cryptographic source', () => {
    vi.stubGlobal('crypto', undefined);
    let caught: unknown;
    try {
      cryptoRandomSource(new Uint32Array(1));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(NoSecureRandomError);
    expect(isNoSecureRandomError(caught)).toBe(true);
    expect(isLotteryError(caught)).toBe(true);
  });
});

describe('error guards', () => {
  it('recognise errors from another realm by name and nothing else', () => {
    expect(isLotteryError(Object.assign(new Error('x'), { name: 'LotteryError' }))).toBe(true);
    expect(isNoSecureRandomError(Object.assign(new Error('x'), { name: 'NoSecureRandomError' }))).toBe(true);
    expect(isLotteryError(new LotteryError('x'))).toBe(true);
    expect(isLotteryError(new TypeError('x'))).toBe(false);
    expect(isNoSecureRandomError(new LotteryError('x'))).toBe(false);
  });
});
