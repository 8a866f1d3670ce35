import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerClock } from './clock/server-clock';
import { globalTimers, systemClock } from './countdown.runtime';
import { createDeadlineTicker } from './countdown.ticker';

describe('createDeadlineTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const record = (clock = systemClock) => {
    const ticks: number[] = [];
    const onZero = vi.fn();
    const ticker = createDeadlineTicker({ clock, timers: globalTimers, onTick: (ms) => ticks.push(ms), onZero });
    return { ticks, onZero, ticker };
  };

  it('ticks when the whole seconds left change and stops at zero', async () => {
    const { ticks, onZero, ticker } = record();
    ticker.start(2_500);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ticks).toEqual([2_500, 2_000, 1_000]);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('reaches zero at once for a deadline in the past', () => {
    const { ticks, onZero, ticker } = record();
    ticker.start(-5);
    expect(ticks).toEqual([]);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('replaces the deadline on a new start and is silent after stop', async () => {
    const { ticks, onZero, ticker } = record();
    ticker.start(10_000);
    ticker.start(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onZero).toHaveBeenCalledTimes(1);
    ticker.start(3_000);
    ticker.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(ticks).toEqual([10_000, 1_000, 2_000]);
  });

  it('reads the clock each tick, so a new server offset shortens the countdown', async () => {
    const clock = createServerClock({ now: () => Date.now() });
    const { onZero, ticker } = record(clock);
    ticker.start(10_000);
    await vi.advanceTimersByTimeAsync(2_000);
    clock.sync(8_000, 2_000, 2_000); // the server is 6 s ahead: 2 s left instead of 8
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onZero).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
