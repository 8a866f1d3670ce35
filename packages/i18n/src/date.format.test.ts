import { describe, expect, it } from 'vitest';
import { formatDate } from './date.format';
import { isFormatError } from './i18n.errors';

// 2024-05-01 13:45:09 UTC
const instant = Date.UTC(2024, 4, 1, 13, 45, 9);
const utc = { timeZone: 'UTC' } as const;

describe('formatDate', () => {
  it('shows date and 24-hour time to the second by default', () => {
    expect(formatDate(instant, utc)).toBe('2024/05/01 13:45:09');
  });

  it.each([
    ['CN', 'date', '2024/05/01'],
    ['TW', 'date', '2024/05/01'],
    ['JA', 'date', '2024/05/01'],
    ['EN', 'date', '05/01/2024'],
    ['TH', 'date', '01/05/2024'],
    ['VI', 'date', '01/05/2024'],
    ['CN', 'time', '13:45:09'],
    ['EN', 'time', '13:45:09'],
  ] as const)('writes a %s %s in its own order', (language, style, expected) => {
    expect(formatDate(instant, { ...utc, language, style })).toBe(expected);
  });

  it('counts Thai years in the Gregorian calendar', () => {
    expect(formatDate(instant, { ...utc, language: 'TH', style: 'date' })).toContain('2024');
  });

  it('converts to the given time zone', () => {
    expect(formatDate(instant, { timeZone: 'Asia/Bangkok', style: 'time' })).toBe('20:45:09');
    expect(formatDate(instant, { timeZone: 'Asia/Shanghai', style: 'dateTime' })).toBe('2024/05/01 21:45:09');
  });

  it('accepts a Date, epoch milliseconds as a number or digits, and ISO text', () => {
    const expected = '2024/05/01 13:45:09';
    expect(formatDate(new Date(instant), utc)).toBe(expected);
    expect(formatDate(String(instant), utc)).toBe(expected);
    expect(formatDate('2024-05-01T13:45:09Z', utc)).toBe(expected);
  });

  it('reads the server form "YYYY-MM-DD HH:mm:ss" as local time', () => {
    expect(formatDate('2024-05-01 13:45:09', { style: 'dateTime' })).toBe(
      formatDate(new Date(2024, 4, 1, 13, 45, 9), { style: 'dateTime' }),
    );
  });

  it('throws a FormatError for an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(/not a valid date/);
    try {
      formatDate(Number.NaN);
    } catch (error) {
      expect(isFormatError(error)).toBe(true);
    }
    expect.assertions(2);
  });
});
