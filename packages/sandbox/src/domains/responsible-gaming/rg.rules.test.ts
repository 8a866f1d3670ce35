import { describe, expect, it } from 'vitest';
import { breakUntil, changeLimit, coolingOffMs, limitAt, nextRealityCheck } from './rg.rules';

const now = Date.UTC(2026, 10, 28, 12);
const none = { amount: null, pending: null };

describe('changeLimit', () => {
  it('applies a first limit and a lower one at once, dropping a pending change', () => {
    expect(changeLimit(none, 500, now)).toEqual({ amount: 500, pending: null });
    const waiting = { amount: 500, pending: { amount: 900, appliesAt: now + 10 } };
    expect(changeLimit(waiting, 300, now)).toEqual({ amount: 300, pending: null });
    expect(changeLimit(waiting, 500, now)).toEqual({ amount: 500, pending: null });
  });

  it('holds a raise or a removal for the cooling-off period, the newest one replacing the last', () => {
    const limit = { amount: 500, pending: null };
    expect(changeLimit(limit, 800, now)).toEqual({
      amount: 500,
      pending: { amount: 800, appliesAt: now + coolingOffMs },
    });
    const later = now + 60_000;
    expect(changeLimit(changeLimit(limit, 800, now), null, later)).toEqual({
      amount: 500,
      pending: { amount: null, appliesAt: later + coolingOffMs },
    });
    expect(coolingOffMs).toBe(24 * 3_600_000);
  });

  it('reads a pending change as in force once its time has come', () => {
    const waiting = { amount: 500, pending: { amount: null, appliesAt: now } };
    expect(limitAt(waiting, now - 1)).toBe(waiting);
    expect(limitAt(waiting, now)).toEqual(none);
    // A raise asked after the last one applied waits again.
    expect(changeLimit({ amount: 500, pending: { amount: 800, appliesAt: now } }, 900, now)).toEqual({
      amount: 800,
      pending: { amount: 900, appliesAt: now + coolingOffMs },
    });
  });
});

describe('breaks and reality checks', () => {
  it('ends a time-out after its days and a self-exclusion after its calendar months', () => {
    expect(breakUntil('24H', now)).toBe(now + 86_400_000);
    expect(breakUntil('7D', now)).toBe(now + 7 * 86_400_000);
    expect(breakUntil('30D', now)).toBe(now + 30 * 86_400_000);
    expect(breakUntil('6M', now)).toBe(Date.UTC(2027, 4, 28, 12));
    expect(breakUntil('1Y', now)).toBe(Date.UTC(2027, 10, 28, 12));
    expect(breakUntil('5Y', now)).toBe(Date.UTC(2031, 10, 28, 12));
  });

  it('puts the next reminder on the next whole interval since login, none when off', () => {
    expect(nextRealityCheck(now, 15, now)).toBe(now + 15 * 60_000);
    expect(nextRealityCheck(now, 15, now + 15 * 60_000)).toBe(now + 30 * 60_000);
    expect(nextRealityCheck(now, 60, now + 61 * 60_000)).toBe(now + 120 * 60_000);
    expect(nextRealityCheck(now, 0, now)).toBeNull();
  });
});
