import { describe, expect, it } from 'vitest';
import { isFormatError } from './i18n.errors';
import { formatNumber } from './number.format';

const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('groups with the language separators and Latin digits', () => {
    expect(formatNumber(1234567, { language: 'EN' })).toBe('1,234,567');
    expect(formatNumber(1234567, { language: 'VI' })).toBe('1.234.567');
    expect(formatNumber(1234567, { language: 'TH' })).toBe('1,234,567');
  });

  it('rounds to the digits asked for', () => {
    expect(formatNumber(12.5, { language: 'EN', maximumFractionDigits: 0 })).toBe('13');
    expect(formatNumber(0.1, { language: 'EN', style: 'percent', minimumFractionDigits: 2 })).toBe('10.00%');
  });

  it('writes a currency with its code and its own minor digits', () => {
    expect(formatNumber(1000, { language: 'EN', style: 'currency', currency: 'THB' })).toBe(`THB${nbsp}1,000.00`);
    expect(formatNumber(1000, { language: 'EN', style: 'currency', currency: 'VND' })).toBe(`VND${nbsp}1,000`);
  });

  it('refuses what it cannot format', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(expect.objectContaining({ name: 'FormatError' }));
    let caught: unknown;
    try {
      formatNumber(1, { style: 'currency' });
    } catch (error) {
      caught = error;
    }
    expect(isFormatError(caught)).toBe(true);
  });
});
