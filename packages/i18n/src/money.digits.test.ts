import { describe, expect, it } from 'vitest';
import { currencyDigits, defaultMoneyDigits } from './money.digits';
import { roundHalfUp } from './money.round';

describe('currencyDigits', () => {
  it.each([
    ['CNY', 2],
    ['THB', 2],
    ['USD', 2],
    ['VND', 0],
    ['JPY', 0],
    ['KRW', 0],
    ['BHD', 3],
  ])("gives %s's minor-unit digits (%d)", (currency, digits) => {
    expect(currencyDigits(currency)).toBe(digits);
  });

  it('reads the code in any case and with spaces around it', () => {
    expect(currencyDigits(' vnd ')).toBe(0);
  });

  it('falls back to 2 digits, or the given fallback, when the currency is absent or not a code', () => {
    expect(defaultMoneyDigits).toBe(2);
    expect(currencyDigits(undefined)).toBe(2);
    expect(currencyDigits(null)).toBe(2);
    expect(currencyDigits('')).toBe(2);
    expect(currencyDigits('not a code')).toBe(2);
    expect(currencyDigits('??', 0)).toBe(0);
  });

  it('rounds half up on the currency digits with roundHalfUp', () => {
    expect(roundHalfUp(1234.5, currencyDigits('VND'))).toBe(1235);
    expect(roundHalfUp(1234.49, currencyDigits('JPY'))).toBe(1234);
    expect(roundHalfUp(-2.5, currencyDigits('VND'))).toBe(-3);
    expect(roundHalfUp(1.005, currencyDigits('CNY'))).toBe(1.01);
    expect(roundHalfUp(2.675, currencyDigits('THB'))).toBe(2.68);
  });
});
