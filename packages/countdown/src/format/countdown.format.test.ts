import { describe, expect, it } from 'vitest';
import { formatCountdown, formatHhMmSs, formatIssueCountdown, formatMmSs, wholeSeconds } from './countdown.format';

const HOUR = 3_600_000;

describe('wholeSeconds', () => {
  it('rounds up so a running countdown never shows 0', () => {
    expect(wholeSeconds(1)).toBe(1);
    expect(wholeSeconds(1_000)).toBe(1);
    expect(wholeSeconds(1_001)).toBe(2);
  });

  it('reads negative and invalid values as 0', () => {
    expect(wholeSeconds(0)).toBe(0);
    expect(wholeSeconds(-500)).toBe(0);
    expect(wholeSeconds(Number.NaN)).toBe(0);
    expect(wholeSeconds(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('formatMmSs', () => {
  it.each([
    [0, '00:00'],
    [59_001, '01:00'],
    [120_000, '02:00'],
    [61_000, '01:01'],
    [125 * 60_000, '125:00'],
  ])('formats %d ms as %s', (ms, text) => {
    expect(formatMmSs(ms)).toBe(text);
  });
});

describe('formatHhMmSs', () => {
  it.each([
    [0, '00:00:00'],
    [3_661_000, '01:01:01'],
    [240 * HOUR, '240:00:00'],
  ])('formats %d ms as %s', (ms, text) => {
    expect(formatHhMmSs(ms)).toBe(text);
  });
});

describe('formatCountdown', () => {
  it('uses mm:ss under an hour and hh:mm:ss from an hour', () => {
    expect(formatCountdown(HOUR - 1_000)).toBe('59:59');
    expect(formatCountdown(HOUR)).toBe('01:00:00');
  });
});

describe('formatIssueCountdown', () => {
  it('shows --:--:-- under 1 s', () => {
    expect(formatIssueCountdown(999)).toBe('--:--:--');
    expect(formatIssueCountdown(0)).toBe('--:--:--');
    expect(formatIssueCountdown(-1)).toBe('--:--:--');
    expect(formatIssueCountdown(Number.NaN)).toBe('--:--:--');
  });

  it('shows the time from 1 s up to 1000 hours', () => {
    expect(formatIssueCountdown(1_000)).toBe('00:00:01');
    expect(formatIssueCountdown(90_000)).toBe('00:01:30');
    expect(formatIssueCountdown(1_000 * HOUR)).toBe('1000:00:00');
  });

  it('shows --:--:-- over 1000 hours', () => {
    expect(formatIssueCountdown(1_000 * HOUR + 1)).toBe('--:--:--');
  });
});
