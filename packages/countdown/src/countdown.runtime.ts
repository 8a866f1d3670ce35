/** Any clock: `Date.now` by default, or a `ServerClock` for server-corrected time. */
export interface Clock {
  /** ms since the epoch. */
  now(): number;
}

/** The two timer functions the machines need; `globalThis`'s by default, fakes in tests. */
export interface CountdownTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Options every machine takes. */
export interface RuntimeOptions {
  /** @default the local clock (`Date.now`); pass the shared `ServerClock` for server-corrected time */
  clock?: Clock;
  /** @default globalThis.setTimeout / clearTimeout, looked up at call time so fake timers apply */
  timers?: CountdownTimers;
}

export const systemClock: Clock = { now: () => Date.now() };

export const globalTimers: CountdownTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** The one place the runtime defaults are applied. */
export function resolveRuntime(options: RuntimeOptions): Required<RuntimeOptions> {
  return { clock: options.clock ?? systemClock, timers: options.timers ?? globalTimers };
}
