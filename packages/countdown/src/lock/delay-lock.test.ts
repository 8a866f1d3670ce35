import { snapshot } from 'valtio/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDelayLock, createPasswordChangeLock } from './delay-lock.machine';

describe('delay locks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks the password change for 3000 ms', async () => {
    const onRelease = vi.fn();
    const lock = createPasswordChangeLock({ onRelease });
    expect(lock.locked).toBe(false);
    lock.lock();
    expect(snapshot(lock)).toMatchObject({ locked: true, remainingMs: 3_000 });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(lock.locked).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(snapshot(lock)).toMatchObject({ locked: false, remainingMs: 0 });
    expect(onRelease).toHaveBeenCalledTimes(1);
  });

  it('restarts the full duration when locked again', async () => {
    const lock = createDelayLock({ durationMs: 1_000 });
    lock.lock();
    await vi.advanceTimersByTimeAsync(600);
    lock.lock();
    await vi.advanceTimersByTimeAsync(600);
    expect(lock.locked).toBe(true);
    await vi.advanceTimersByTimeAsync(400);
    expect(lock.locked).toBe(false);
  });

  it('releases early on request without calling onRelease', async () => {
    const onRelease = vi.fn();
    const lock = createDelayLock({ durationMs: 5_000, onRelease });
    lock.lock();
    lock.release();
    expect(lock.locked).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onRelease).not.toHaveBeenCalled();
  });

  it('cannot be locked after dispose', () => {
    const lock = createDelayLock({ durationMs: 5_000 });
    lock.dispose();
    lock.lock();
    expect(lock.locked).toBe(false);
  });
});
