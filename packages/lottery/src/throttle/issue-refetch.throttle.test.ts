import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIssueRefetchThrottle } from './issue-refetch.throttle';

describe('createIssueRefetchThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 100_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-fetches at once the first time', () => {
    const refetch = vi.fn();
    createIssueRefetchThrottle().request(refetch);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('re-fetches at most once per 5 s, running the latest request when the 5 s are up', async () => {
    const throttle = createIssueRefetchThrottle();
    const first = vi.fn();
    const second = vi.fn();
    const third = vi.fn();
    throttle.request(first);
    await vi.advanceTimersByTimeAsync(1_000);
    throttle.request(second);
    throttle.request(third);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(second).not.toHaveBeenCalled();
    expect(third).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(second).not.toHaveBeenCalled();
    expect(third).toHaveBeenCalledTimes(1);
  });

  it('keeps polling every 5 s while the countdown stays at zero', async () => {
    const throttle = createIssueRefetchThrottle();
    const refetch = vi.fn(() => {
      // The re-fetch found the same closed issue: the countdown calls onZero again at once.
      queueMicrotask(() => throttle.request(refetch));
    });
    throttle.request(refetch);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refetch).toHaveBeenCalledTimes(5);
  });

  it('runs at once again once 5 s have passed', async () => {
    const throttle = createIssueRefetchThrottle();
    const refetch = vi.fn();
    throttle.request(refetch);
    await vi.advanceTimersByTimeAsync(5_000);
    throttle.request(refetch);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('survives a re-fetch that throws or rejects', async () => {
    const throttle = createIssueRefetchThrottle();
    throttle.request(() => {
      throw new Error('offline');
    });
    throttle.request(() => Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(5_000);
    const next = vi.fn();
    throttle.request(next);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('drops a scheduled run on cancel and everything after dispose', async () => {
    const throttle = createIssueRefetchThrottle();
    const refetch = vi.fn();
    throttle.request(refetch);
    throttle.request(refetch);
    throttle.cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    throttle.dispose();
    throttle.request(refetch);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('takes its interval, clock and timers as options', () => {
    let clock = 0;
    const scheduled: number[] = [];
    const throttle = createIssueRefetchThrottle({
      minIntervalMs: 2_000,
      now: () => clock,
      timers: { setTimeout: (_fn, ms) => scheduled.push(ms), clearTimeout: () => undefined },
    });
    const refetch = vi.fn();
    throttle.request(refetch);
    clock = 500;
    throttle.request(refetch);
    expect(scheduled).toEqual([1_500]);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
