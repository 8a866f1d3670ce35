import type { Hono } from 'hono';
import type { AppEnv } from './app';
import type { HandlerRegistration } from './handlers';
import type { Migration } from './migrate';
import type { SandboxRuntime } from './runtime';

/**
 * A slice of the sandbox: its tables, its seed data, its contract handlers and any extra routes (WebSocket, stand-in
 * pages, static resources, control API). Modules are listed in `src/domains/index.ts`.
 */
export interface SandboxModule {
  name: string;
  migrations?: readonly Migration[];
  /** Registers services on `runtime.services` before anything else runs. */
  setup?(runtime: SandboxRuntime): void | Promise<void>;
  /** Fills a new database once (recorded like a migration, as `seed:<name>`); modules seed in list order. */
  seed?(runtime: SandboxRuntime): Promise<void>;
  handlers?: readonly HandlerRegistration[];
  /** Adds routes outside the contract. Called after the contract routes are registered. */
  routes?(app: Hono<AppEnv>, runtime: SandboxRuntime): void;
  /** Lines the CLI prints at start-up (demo logins, stand-in addresses). */
  banner?(runtime: SandboxRuntime): readonly string[];
  /** Called on shutdown (timers, schedulers, open sockets). */
  dispose?(runtime: SandboxRuntime): void | Promise<void>;
}
