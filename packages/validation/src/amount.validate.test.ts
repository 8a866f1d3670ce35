import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDigits, validateAmount } from './amount.validate.ts';

describe('amountDigits', () => {
  it.each([
    ['CNY', 2],
    ['THB', 2],
    ['USD', 2],
    ['VND', 0],
    ['JPY', 0],
    ['KRW', 0],
  ])("gives %s's minor-unit digits (%d)", (currency, digits) => {
    expect(amountDigits(currency)).toBe(digits);
  });

  it('falls back to 2 without a currency or for a code Intl refuses', () => {
    expect(amountDigits(undefined)).toBe(2);
    expect(amountDigits('')).toBe(2);
    expect(amountDigits('nope')).toBe(2);
    expect(amountDigits('nope', 0)).toBe(0);
  });
});

describe('validateAmount', () => {
  it('refuses a fraction of a VND or JPY amount with its own message, without rounding it', () => {
    const result = validateAmount('100.5', { currency: 'VND' });
    expect(result.ok).toBe(false);
    expect(result.key).toBe('validation_amount_whole');
    expect(result.errors).toEqual({ amount: 'validation_amount_whole' });
    expect(validateAmount('1500.25', { currency: 'JPY' }).key).toBe('validation_amount_whole');
    expect(validateAmount(100.5, { currency: 'vnd' }).key).toBe('validation_amount_whole');
  });

  it('accepts whole VND and JPY amounts, trailing zeros included', () => {
    expect(validateAmount('100', { currency: 'VND' }).ok).toBe(true);
    expect(validateAmount('100.00', { currency: 'VND' }).ok).toBe(true);
    expect(validateAmount(' 5000 ', { currency: 'JPY' }).ok).toBe(true);
  });

  it('accepts up to 2 decimals in CNY and THB and refuses a third with the digits allowed', () => {
    expect(validateAmount('100.5', { currency: 'CNY' }).ok).toBe(true);
    expect(validateAmount('12.34', { currency: 'THB' }).ok).toBe(true);
    expect(validateAmount('12.340', { currency: 'THB' }).ok).toBe(true);
    const third = validateAmount('12.345', { currency: 'CNY' });
    expect(third.key).toBe('validation_amount_decimals');
    expect(third.issue?.params).toEqual({ digits: 2 });
  });

  it('keeps 2 digits when no currency is known, and lets explicit digits win', () => {
    expect(validateAmount('1.25').ok).toBe(true);
    expect(validateAmount('1.255').key).toBe('validation_amount_decimals');
    expect(validateAmount('1.5', { currency: 'CNY', digits: 0 }).key).toBe('validation_amount_whole');
    expect(validateAmount('1.5', { currency: 'VND', digits: 1 }).ok).toBe(true);
  });

  it.each(['', '   ', 'abc', '-5', '0', '0.00', '1e3', '1.', '.5', '1,000', '1234567890123', null, undefined])(
    'refuses %j as not a positive amount',
    (value) => {
      expect(validateAmount(value, { currency: 'THB' }).key).toBe('validation_amount_invalid');
    },
  );

  it('accepts every whole positive VND amount and refuses every one with a fraction (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 1, max: 99 }), (whole, cents) => {
        expect(validateAmount(String(whole), { currency: 'VND' }).ok).toBe(true);
        const fraction = String(cents).padStart(2, '0').replace(/0+$/, '');
        expect(validateAmount(`${whole}.${fraction}`, { currency: 'VND' }).key).toBe('validation_amount_whole');
        expect(validateAmount(`${whole}.${fraction}`, { currency: 'THB' }).ok).toBe(true);
      }),
    );
  });
});
