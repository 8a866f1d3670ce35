import type { SandboxModule } from './core/module';
import { createSandbox as createWith, type Sandbox, type SandboxOptions } from './core/sandbox';
import { type ListenOptions, type RunningSandbox, startSandbox as startWith } from './core/server';

export { UnknownMerchantError } from './core/server';

import { type SeededSnapshot, writeSeededSnapshot as writeSnapshotWith } from './core/snapshot';
import { allModules } from './domains';

export type { MemberContext, RequestContext } from './core/context';
export type { Db } from './core/db';
export type { RealtimeEvent } from './core/events';
export { ApiFailure, isApiFailure } from './core/failure';
export type { FaultRule } from './core/faults';
export type { SandboxModule } from './core/module';
export type { SandboxRuntime } from './core/runtime';
export type { ListenOptions, RunningSandbox, Sandbox, SandboxOptions, SeededSnapshot };

/** Creates the sandbox without listening (in-process tests: `sandbox.app().request(...)`). */
export function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return createWith({ ...options, modules: options.modules ?? allModules });
}

/** Starts the sandbox API on loopback, and the merchant sites in front of it. */
export function startSandbox(options: SandboxOptions & ListenOptions = {}): Promise<RunningSandbox> {
  return startWith({ ...options, modules: options.modules ?? (allModules as readonly SandboxModule[]) });
}

/**
 * Seeds one in-memory sandbox and writes its database to a file, for a test run whose files each open a sandbox
 * from it (`createSandbox({ snapshot })`) instead of migrating and seeding their own.
 */
export function writeSeededSnapshot(options: { modules?: readonly SandboxModule[] } = {}): Promise<SeededSnapshot> {
  return writeSnapshotWith({ modules: options.modules ?? allModules });
}
