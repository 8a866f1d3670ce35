import { SPEED_TEST_TIMES } from './speed.constants';
import type { NormalizeDomainOptions } from './speed.domain';

/** The two timer functions the package needs; `globalThis`'s by default, fakes in tests. */
export interface SpeedTestTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ProbeOptions extends NormalizeDomainOptions {
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Clock for measuring and for the cache-busting query values. @default Date.now */
  now?: () => number;
  /** A probe still unanswered after this many ms is unreachable. @default 10000 */
  timeoutMs?: number;
  /** Cancels the probe; the promise then rejects with the signal's reason (a cancelled probe measured nothing). */
  signal?: AbortSignal;
  /** @default globalThis.setTimeout / clearTimeout, looked up at call time so fake timers apply */
  timers?: SpeedTestTimers;
  /**
   * Whether the static host must also answer (`/res/logo.png`). A domain the player will enter has to serve the site
   * as well as the API; a caller that only needs the API (server-side failover) can turn this off.
   * @default true
   */
  requireStaticHost?: boolean;
  /**
   * Request mode. Probing other origins from a page needs CORS on the candidates, or `'no-cors'` (opaque answers then
   * count as reached, since only a network failure rejects). Left unset, fetch's own default applies.
   */
  mode?: RequestMode;
}

export interface ProbeDomainsOptions extends ProbeOptions {
  /** At most this many candidates are probed, chosen at random. @default 10 */
  maxDomains?: number;
  /** Uniform in [0, 1); picks the candidates when there are more than `maxDomains`. @default Math.random */
  random?: () => number;
}

/** The options with every default applied: the one place defaults are merged. */
export interface ResolvedProbeOptions extends Required<Omit<ProbeOptions, 'signal' | 'mode' | 'defaultProtocol'>> {
  signal: AbortSignal | undefined;
  mode: RequestMode | undefined;
  defaultProtocol: NormalizeDomainOptions['defaultProtocol'];
}

export const globalTimers: SpeedTestTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function resolveProbeOptions(options: ProbeOptions = {}): ResolvedProbeOptions {
  return {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    now: options.now ?? (() => Date.now()),
    timeoutMs: options.timeoutMs ?? SPEED_TEST_TIMES.pingTimeoutMs,
    signal: options.signal,
    timers: options.timers ?? globalTimers,
    requireStaticHost: options.requireStaticHost ?? true,
    mode: options.mode,
    defaultProtocol: options.defaultProtocol,
  };
}
