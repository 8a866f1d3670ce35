import { describe, expect, it } from 'vitest';
import { classifySpeed } from './speed.classify';

describe('classifySpeed', () => {
  it.each([
    [0, 'unreachable'],
    [-3, 'unreachable'],
    [Number.NaN, 'unreachable'],
    [Number.POSITIVE_INFINITY, 'unreachable'],
    [1, 'fast'],
    [80, 'fast'],
    [80.5, 'normal'],
    [81, 'normal'],
    [150, 'normal'],
    [151, 'slow'],
    [9_999, 'slow'],
  ] as const)('classes %s ms as %s', (ms, expected) => {
    expect(classifySpeed(ms)).toBe(expected);
  });
});
