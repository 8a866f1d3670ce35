import { COUNTDOWN_TIMES } from './countdown.constants';
import type { Clock, CountdownTimers } from './countdown.runtime';

export interface DeadlineTicker {
  /** Counts down to `deadline` (ms on the clock); replaces any deadline before it. */
  start(deadline: number): void;
  stop(): void;
}

export interface DeadlineTickerOptions {
  clock: Clock;
  timers: CountdownTimers;
  /** Called at start and at every whole second before the deadline, with the ms left (above 0). */
  onTick(remainingMs: number): void;
  /** Called once when the deadline is reached (also at start when it has passed). */
  onZero(): void;
}

/**
 * The one timer loop of every machine. It reads the clock at each tick instead of counting ticks, so a late timer,
 * a sleeping tab or a new server offset cannot make it drift; and it wakes exactly when the whole seconds left
 * change (deadline minus a multiple of 1 s), so a display never lags by most of a second.
 */
export function createDeadlineTicker(options: DeadlineTickerOptions): DeadlineTicker {
  const { clock, timers } = options;
  let handle: unknown;
  let deadline = 0;

  const stop = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };

  const tick = () => {
    handle = undefined;
    const remaining = deadline - clock.now();
    if (remaining <= 0) {
      options.onZero();
      return;
    }
    options.onTick(remaining);
    const step = COUNTDOWN_TIMES.tickMs;
    handle = timers.setTimeout(tick, remaining % step || step);
  };

  return {
    start(next) {
      stop();
      deadline = next;
      tick();
    },
    stop,
  };
}
