import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock';

describe('createServerClock', () => {
  it('reads the local clock until it learns an offset', () => {
    let local = 1_000;
    const clock = createServerClock({ now: () => local });
    expect(clock.now()).toBe(1_000);
    local = 1_500;
    expect(clock.now()).toBe(1_500);
    expect(clock.offsetMs).toBe(0);
  });

  it('places the server stamp halfway through the round trip', () => {
    let local = 10_000;
    const clock = createServerClock({ now: () => local });
    // Request sent at 10 000, answered at 10 200; the server stamped 50 000 about 100 ms after it was sent.
    expect(clock.sync(50_000, 10_000, 10_200)).toBe(39_900);
    local = 11_000;
    expect(clock.now()).toBe(50_900);
  });

  it('follows the newest precise sample', () => {
    const clock = createServerClock({ now: () => 0 });
    clock.sync(5_000, 0, 0);
    clock.sync(7_000, 0, 0);
    expect(clock.offsetMs).toBe(7_000);
  });

  it('ignores invalid samples', () => {
    const clock = createServerClock({ now: () => 0, offsetMs: 123 });
    expect(clock.sync(Number.NaN, 0, 10)).toBe(123);
    expect(clock.sync(5_000, 20, 10)).toBe(123);
    expect(clock.sync(5_000, 0, Number.POSITIVE_INFINITY)).toBe(123);
  });

  it('learns from a Date header, using the middle of its second', () => {
    const clock = createServerClock({ now: () => 0 });
    expect(clock.syncFromDateHeader('Tue, 14 Nov 2023 22:13:20 GMT', 1_000, 1_000)).toBe(true);
    expect(clock.offsetMs).toBe(Date.UTC(2023, 10, 14, 22, 13, 20) + 500 - 1_000);
  });

  it('never lets a coarse Date header replace a precise sample', () => {
    const clock = createServerClock({ now: () => 0 });
    clock.sync(5_000, 0, 0);
    clock.syncFromDateHeader('Tue, 14 Nov 2023 22:13:20 GMT', 0, 0);
    expect(clock.offsetMs).toBe(5_000);
  });

  it('refuses a missing or unreadable Date header', () => {
    const clock = createServerClock({ now: () => 0 });
    expect(clock.syncFromDateHeader(null, 0, 0)).toBe(false);
    expect(clock.syncFromDateHeader('yesterday-ish', 0, 0)).toBe(false);
    expect(clock.offsetMs).toBe(0);
  });

  it('uses Date.now by default', () => {
    const clock = createServerClock();
    const before = Date.now();
    expect(clock.now()).toBeGreaterThanOrEqual(before);
  });
});
