import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIssueWatch, createIssueWatchRegistry } from './issue.watch';

/** The server's clock as the control API moves it: the local clock plus an offset. */
const serverClock = { offsetMs: 0, now: () => Date.now() + serverClock.offsetMs };

describe('createIssueWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    serverClock.offsetMs = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('counts the issue down to its draw on the server clock and re-fetches once at zero', async () => {
    serverClock.offsetMs = 3_600_000;
    const refetch = vi.fn();
    const watch = createIssueWatch({ clock: serverClock, refetch });
    watch.setIssue({ numero: '20260101-0001', drawTime: serverClock.now() + 3_000 });
    expect(watch.countdown.display).toBe('00:00:03');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(refetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(watch.countdown.display).toBe('--:--:--');
    // The next issue arrives: no further call until it closes in turn.
    watch.setIssue({ numero: '20260101-0002', drawTime: serverClock.now() + 60_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(watch.countdown.display).toBe('00:00:30');
    watch.dispose();
  });

  it('asks again at most once per 5 s while the answer still names the closed issue', async () => {
    const refetch = vi.fn();
    const watch = createIssueWatch({ clock: serverClock, refetch });
    const closed = { numero: '7', drawTime: serverClock.now() + 1_000 };
    watch.setIssue(closed);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    // The re-fetch answered the same issue: back to zero at once, but the next call waits for the 5 s.
    watch.setIssue(closed);
    watch.setIssue(closed);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(refetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refetch).toHaveBeenCalledTimes(2);
    watch.dispose();
  });

  it('hides the figure under 1 s and over 1000 hours', () => {
    const watch = createIssueWatch({ clock: serverClock, refetch: vi.fn() });
    watch.setIssue({ numero: '1', drawTime: serverClock.now() + 1_001 * 3_600_000 });
    expect(watch.countdown.display).toBe('--:--:--');
    watch.setIssue({ numero: '2', drawTime: serverClock.now() + 999 * 3_600_000 });
    expect(watch.countdown.display).toBe('999:00:00');
    watch.setIssue({ numero: '3', drawTime: serverClock.now() + 900 });
    expect(watch.countdown.display).toBe('--:--:--');
    watch.dispose();
  });

  it('stops counting and asking once disposed', async () => {
    const refetch = vi.fn();
    const watch = createIssueWatch({ clock: serverClock, refetch });
    watch.setIssue({ numero: '1', drawTime: serverClock.now() + 1_000 });
    watch.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refetch).not.toHaveBeenCalled();
  });
});

describe('createIssueWatchRegistry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => vi.useRealTimers());

  it('counts a game shown twice once, and re-fetches its issue once at zero', async () => {
    const next = {
      gameId: 101,
      numero: '2',
      drawTime: serverClock.now() + 61_000,
      closeTime: serverClock.now() + 51_000,
    };
    const fetchIssue = vi.fn(async () => next);
    const registry = createIssueWatchRegistry({ clock: serverClock, fetchIssue });
    const listed = {
      gameId: 101,
      numero: '1',
      drawTime: serverClock.now() + 1_000,
      closeTime: serverClock.now() - 9_000,
    };
    const left = registry.acquire(listed);
    const menu = registry.acquire(listed);
    expect(menu).toBe(left);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchIssue).toHaveBeenCalledExactlyOnceWith(101);
    expect(left.issue.numero).toBe('2');
    expect(left.watch.countdown.display).toBe('00:01:00');
    registry.release(101);
    registry.release(101);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(fetchIssue).toHaveBeenCalledTimes(1);
  });
});
