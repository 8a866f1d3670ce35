import type { Clock, CountdownTimers } from '@platform/countdown';

/**
 * A clock and timers the test moves by hand, for the countdown machines inside widgets (passed as `clock` and
 * `timers`): no global fake timers, so Radix, React and user-event keep their real timers.
 */
export function createFakeRuntime(start = 1_700_000_000_000) {
  let now = start;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock = { now: () => now };
  const timers: CountdownTimers = {
    setTimeout: (callback, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  /** Moves the clock on by `ms`, running every timer that falls due on the way, in order. */
  const advance = (ms: number) => {
    const target = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, timer]) => timer.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = target;
  };
  return { clock, timers, advance, now: () => now };
}
