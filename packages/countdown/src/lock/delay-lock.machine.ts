import { proxy } from 'valtio/vanilla';
import { COUNTDOWN_TIMES } from '../countdown.constants';
import { type RuntimeOptions, resolveRuntime } from '../countdown.runtime';
import { createDeadlineTicker } from '../countdown.ticker';

export interface DelayLockState {
  locked: boolean;
  /** ms left while locked, 0 otherwise. */
  remainingMs: number;
}

export interface DelayLockActions {
  /** Locks for the full duration again, even when already locked. */
  lock(): void;
  release(): void;
  dispose(): void;
}

export type DelayLockStore = DelayLockState & DelayLockActions;

export interface DelayLockOptions extends RuntimeOptions {
  /** How long a lock lasts. */
  durationMs: number;
  /** Called when a lock runs out (not on `release`). */
  onRelease?: () => void;
}

/** A forced delay: something stays disabled for a fixed time after an action. */
export function createDelayLock(options: DelayLockOptions): DelayLockStore {
  const { clock, timers } = resolveRuntime(options);
  let disposed = false;

  const ticker = createDeadlineTicker({
    clock,
    timers,
    onTick: (ms) => {
      store.remainingMs = ms;
    },
    onZero: () => {
      store.release();
      options.onRelease?.();
    },
  });

  const store: DelayLockStore = proxy<DelayLockStore>({
    locked: false,
    remainingMs: 0,
    lock() {
      if (disposed) return;
      store.locked = true;
      ticker.start(clock.now() + options.durationMs);
    },
    release() {
      ticker.stop();
      store.locked = false;
      store.remainingMs = 0;
    },
    dispose() {
      disposed = true;
      ticker.stop();
    },
  });
  return store;
}

/**
 * The password-change lock (points §9 "Password change lock 3000 ms"): after a password change is submitted, the form
 * stays locked for 3 s so it cannot be sent twice while the session is being replaced.
 */
export function createPasswordChangeLock(options: Omit<DelayLockOptions, 'durationMs'> = {}): DelayLockStore {
  return createDelayLock({ durationMs: COUNTDOWN_TIMES.passwordChangeLockMs, ...options });
}
