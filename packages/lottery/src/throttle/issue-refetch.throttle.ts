import { LOTTERY_TIMES } from '../lottery.constants';

export interface ThrottleTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface IssueRefetchThrottleOptions {
  /** @default 5000 */
  minIntervalMs?: number;
  /** @default Date.now */
  now?: () => number;
  /** @default globalThis.setTimeout / clearTimeout, looked up at call time so fake timers apply */
  timers?: ThrottleTimers;
}

export interface IssueRefetchThrottle {
  /**
   * Asks for a re-fetch. It runs at once when the last one ran at least 5 s ago; otherwise one run is scheduled for
   * when the 5 s are up (later requests in between only replace what it will call). Never drops the last request, so
   * a countdown stuck at zero keeps polling every 5 s until a new issue arrives.
   */
  request(refetch: () => unknown): void;
  /** Drops a scheduled run. */
  cancel(): void;
  /** Drops a scheduled run and ignores every later request. */
  dispose(): void;
}

/**
 * The re-fetch of a game's current issue when its countdown reaches zero, at most once per 5 s (points §4). One
 * throttle per game widget; `@platform/countdown`'s `createIssueCountdown({ onZero })` calls `request`.
 */
export function createIssueRefetchThrottle(options: IssueRefetchThrottleOptions = {}): IssueRefetchThrottle {
  const minIntervalMs = options.minIntervalMs ?? LOTTERY_TIMES.issueRefetchMinIntervalMs;
  const now = options.now ?? (() => Date.now());
  const timers: ThrottleTimers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  let lastRun = Number.NEGATIVE_INFINITY;
  let pending: (() => unknown) | undefined;
  let handle: unknown;
  let disposed = false;

  const run = (refetch: () => unknown) => {
    lastRun = now();
    try {
      const result = refetch();
      // A failed re-fetch is the caller's to report; the throttle only keeps time.
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // As above.
    }
  };

  const cancel = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    pending = undefined;
  };

  return {
    request(refetch) {
      if (disposed) return;
      const wait = lastRun + minIntervalMs - now();
      if (wait <= 0 && handle === undefined) {
        run(refetch);
        return;
      }
      pending = refetch;
      if (handle !== undefined) return;
      handle = timers.setTimeout(() => {
        handle = undefined;
        const next = pending;
        pending = undefined;
        if (next) run(next);
      }, wait);
    },
    cancel,
    dispose() {
      disposed = true;
      cancel();
    },
  };
}
