import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseConvertAmount, validateConvert } from './convert.validate.ts';

describe('convert', () => {
  it('resets amounts below 1 to 1 and keeps the rest (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (amount) => {
        expect(normaliseConvertAmount(amount)).toBe(Math.max(amount, 1));
      }),
    );
  });

  it('reads typed text and resets junk to 1', () => {
    expect(normaliseConvertAmount('250')).toBe(250);
    expect(normaliseConvertAmount('abc')).toBe(1);
    expect(normaliseConvertAmount('')).toBe(1);
    expect(normaliseConvertAmount(null)).toBe(1);
    expect(normaliseConvertAmount(Number.POSITIVE_INFINITY)).toBe(1);
  });

  it('passes an amount of at least 1 with a payment password', () => {
    expect(validateConvert({ amount: 1, password: 'pay' }).ok).toBe(true);
    expect(validateConvert({ amount: '20', password: 'pay' }, { available: 20 }).ok).toBe(true);
  });

  it('refuses an amount below 1 or not a number (br_sqmypaur_twtjtu)', () => {
    for (const amount of [0.5, 0, -3, 'x', '', null]) {
      expect(validateConvert({ amount, password: 'pay' })).toMatchObject({
        field: 'amount',
        key: 'br_sqmypaur_twtjtu',
        issue: { params: { min: 1 } },
      });
    }
  });

  it('requires the payment password (br_enter_moneypwd)', () => {
    expect(validateConvert({ amount: 5, password: ' ' })).toMatchObject({
      field: 'password',
      key: 'br_enter_moneypwd',
    });
  });

  it('refuses more points than are available', () => {
    expect(validateConvert({ amount: 21, password: 'pay' }, { available: 20 })).toMatchObject({
      key: 'validation_convert_insufficient_points',
      issue: { params: { available: 20 } },
    });
  });
});
