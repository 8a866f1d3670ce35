import { describe, expect, it } from 'vitest';
import { carouselDefaults, nextAutoplayIndex, shouldLoop } from './carousel.rules';

describe('carousel rules', () => {
  it('autoplays every 2500 ms by default', () => {
    expect(carouselDefaults.intervalMs).toBe(2500);
  });

  it('loops only with more than 5 slides unless told', () => {
    expect(shouldLoop(5)).toBe(false);
    expect(shouldLoop(6)).toBe(true);
    expect(shouldLoop(3, true)).toBe(true);
    expect(shouldLoop(1, true)).toBe(false);
    expect(shouldLoop(9, false)).toBe(false);
  });

  it('goes on to the next slide and back to the first after the last', () => {
    expect(nextAutoplayIndex(0, 4)).toBe(1);
    expect(nextAutoplayIndex(3, 4)).toBe(0);
    expect(nextAutoplayIndex(0, 0)).toBe(0);
  });
});
