import { describe, expect, it } from 'vitest';
import { formatPercent, isPercentRate, rateDisplay, roundHalfUp, toPercent } from './contract.rates.ts';

describe('rates', () => {
  it('shows a fraction as percent with 2 decimals', () => {
    expect(formatPercent(0.35)).toBe('35.00%');
    expect(formatPercent(0.015)).toBe('1.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(1)).toBe('100.00%');
  });

  it('rounds half up on the decimal value, not the binary float', () => {
    expect(formatPercent(0.00125)).toBe('0.13%');
    expect(formatPercent(0.0112345)).toBe('1.12%');
    expect(formatPercent(0.011255)).toBe('1.13%');
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(toPercent(0.07)).toBe(7);
    expect(formatPercent(1e-7)).toBe('0.00%');
    expect(formatPercent(-0.00001)).toBe('0.00%');
    expect(roundHalfUp(123456.785, 2)).toBe(123456.79);
  });

  it('shows junk as --', () => {
    expect(formatPercent(null)).toBe('--');
    expect(formatPercent(Number.NaN)).toBe('--');
    expect(roundHalfUp(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });

  it('treats rateType P as percent and anything else as a fixed amount', () => {
    expect(isPercentRate('P')).toBe(true);
    for (const type of ['F', 'A', '', null, undefined]) expect(isPercentRate(type)).toBe(false);
    expect(rateDisplay(0.015, 'P')).toEqual({ kind: 'percent', percent: 1.5, text: '1.50%' });
    expect(rateDisplay(20, 'F')).toEqual({ kind: 'fixed', amount: 20 });
  });
});
