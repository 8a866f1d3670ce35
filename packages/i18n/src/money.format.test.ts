import { describe, expect, it } from 'vitest';
import { isFormatError } from './i18n.errors';
import { formatMoney } from './money.format';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('shows two decimals with grouping by default', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
  });

  it('rounds half up on the decimal digits', () => {
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney(2.675)).toBe('2.68');
    expect(formatMoney(999.995)).toBe('1,000.00');
  });

  it('puts the symbol in front for currencyPosition F, empty or unset', () => {
    expect(formatMoney(10, { currencySymbol: '¥', currencyPosition: 'F' })).toBe('¥10.00');
    expect(formatMoney(10, { currencySymbol: '¥', currencyPosition: '' })).toBe('¥10.00');
    expect(formatMoney(10, { currencySymbol: '¥', currencyPosition: null })).toBe('¥10.00');
    expect(formatMoney(10, { currencySymbol: '¥' })).toBe('¥10.00');
  });

  it('puts the symbol behind for currencyPosition B, after a no-break space', () => {
    expect(formatMoney(10, { currencySymbol: '₫', currencyPosition: 'B' })).toBe(`10.00${nbsp}₫`);
  });

  it('writes the minus sign before the symbol', () => {
    expect(formatMoney(-12.5, { currencySymbol: '฿' })).toBe('-฿12.50');
    expect(formatMoney(-12.5, { currencySymbol: 'VND', currencyPosition: 'B' })).toBe(`-12.50${nbsp}VND`);
  });

  it('drops the sign of an amount that rounds to zero', () => {
    expect(formatMoney(-0.001, { currencySymbol: '¥' })).toBe('¥0.00');
  });

  it('honours decimals', () => {
    expect(formatMoney(1234.5, { decimals: 0 })).toBe('1,235');
    expect(formatMoney(0.1234, { decimals: 3 })).toBe('0.123');
    expect(formatMoney(0.1235, { decimals: 3 })).toBe('0.124');
  });

  describe("by the currency's digits", () => {
    it('shows VND and JPY without decimals, rounded half up', () => {
      expect(
        formatMoney(1234567, { currency: 'VND', currencySymbol: '₫', currencyPosition: 'B', language: 'VI' }),
      ).toBe(`1.234.567${nbsp}₫`);
      expect(formatMoney(1234.5, { currency: 'VND' })).toBe('1,235');
      expect(formatMoney(-1234.5, { currency: 'VND', currencySymbol: '₫' })).toBe('-₫1,235');
      expect(formatMoney(99.49, { currency: 'JPY', currencySymbol: '¥', language: 'JA' })).toBe('¥99');
      expect(formatMoney(0.4, { currency: 'JPY' })).toBe('0');
    });

    it('keeps two decimals for CNY and THB', () => {
      expect(formatMoney(10, { currency: 'CNY', currencySymbol: '¥' })).toBe('¥10.00');
      expect(formatMoney(1.005, { currency: 'CNY' })).toBe('1.01');
      expect(formatMoney(1234.5, { currency: 'THB', currencySymbol: '฿', language: 'TH' })).toBe('฿1,234.50');
    });

    it('keeps two decimals when the currency is absent or unknown', () => {
      expect(formatMoney(10, { currency: null })).toBe('10.00');
      expect(formatMoney(10, { currency: 'XYZ1' })).toBe('10.00');
    });

    it('lets an explicit decimals win over the currency', () => {
      expect(formatMoney(10, { currency: 'VND', decimals: 2 })).toBe('10.00');
      expect(formatMoney(10.5, { currency: 'CNY', decimals: 0 })).toBe('11');
    });
  });

  it('can leave thousands ungrouped', () => {
    expect(formatMoney(1234567.891, { grouping: false })).toBe('1234567.89');
  });

  it("uses the language's separators", () => {
    expect(formatMoney(1234567.5, { language: 'VI' })).toBe('1.234.567,50');
    expect(formatMoney(1234567.5, { language: 'TH' })).toBe('1,234,567.50');
    expect(formatMoney(1234567.5, { language: 'JA', currencySymbol: '¥' })).toBe('¥1,234,567.50');
  });

  it('keeps precision on large amounts', () => {
    expect(formatMoney(123456789012.345)).toBe('123,456,789,012.35');
  });

  it('throws a FormatError for an amount that is not a finite number', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(/not a finite number/);
    try {
      formatMoney(Number.POSITIVE_INFINITY);
    } catch (error) {
      expect(isFormatError(error)).toBe(true);
    }
    expect.assertions(2);
  });
});
