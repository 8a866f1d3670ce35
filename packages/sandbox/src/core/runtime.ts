import type { Db } from './db';
import type { EventBus } from './events';
import type { FaultRegistry } from './faults';
import type { ReadCache } from './read-cache';
import type { MerchantRow } from './rows';

/**
 * Services that domain modules add (SMS outbox, captcha store, bot check, social identity stand-in...).
 * A module declares its service by merging into this interface:
 * `declare module '../../core/runtime' { interface SandboxServices { sms: SmsOutbox } }`
 * and registers it in its `setup`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging in the domain modules.
export interface SandboxServices {}

export interface Clock {
  /** Epoch milliseconds, shifted by `offsetMs` (the control API can move the sandbox's time for tests). */
  now(): number;
  offsetMs: number;
}

export interface SandboxConfig {
  /** The key the control API asks for in the `X-Control-Key` header. */
  controlKey: string;
  /** Lifetime of a login token. @default 12 hours */
  tokenTtlMs: number;
  /** Check every handler's output against the contract (a failure is a sandbox bug, answered with 500). @default true */
  validateOutput: boolean;
  /** Log one line per request to stderr. @default false */
  logRequests: boolean;
  /**
   * Origins (`scheme://host[:port]`) whose cross-origin calls are answered with CORS headers: the merchants' seeded
   * domains, the sites the sandbox serves, and `SandboxOptions.corsOrigins`. Never `null`.
   */
  corsOrigins: Set<string>;
}

export interface SandboxRuntime {
  db: Db;
  clock: Clock;
  config: SandboxConfig;
  faults: FaultRegistry;
  events: EventBus;
  services: SandboxServices;
  /** Hot reads kept in memory, dropped by any write to the tables they come from (`core/read-cache.ts`). */
  cache: ReadCache;
  /** Merchants by code, cached in memory (read on every request); call `reloadMerchants` after changing the table. */
  merchants: Map<string, MerchantRow>;
  reloadMerchants(): Promise<void>;
}

export function createClock(now: () => number = Date.now): Clock {
  const clock: Clock = {
    offsetMs: 0,
    now: () => now() + clock.offsetMs,
  };
  return clock;
}
