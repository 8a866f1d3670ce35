import { proxy } from 'valtio/vanilla';
import {
  FLAG_CODES,
  FLAG_SCHEMA,
  type FlagCode,
  type FlagInput,
  type MerchantFlags,
  normalizeFlag,
} from './flags.schema';

/** A merchant app's flag defaults (`apps/merchant-x/src/flags.ts`). */
export type FlagDefaults = Partial<Record<FlagCode, FlagInput>>;

/**
 * The server's whitelabel flags: a map (`{ MAILCEN: '1' }`) or a list of `{ code, value }` entries. Codes the schema
 * does not know are ignored.
 */
export type ServerFlags = Readonly<Record<string, unknown>> | readonly { code: string; value: unknown }[];

function serverValue(serverFlags: ServerFlags | null | undefined, code: FlagCode): boolean | undefined {
  if (!serverFlags) return undefined;
  if (Array.isArray(serverFlags)) {
    return normalizeFlag(serverFlags.find((entry) => entry.code === code)?.value);
  }
  return normalizeFlag((serverFlags as Readonly<Record<string, unknown>>)[code]);
}

/**
 * The one place flags are merged (STYLE.md: merchant flag defaults are merged exactly once, here): for each flag the
 * server's value when it says one, else the app's default, else the schema's fallback.
 */
export function mergeFlags(appDefaults: FlagDefaults, serverFlags: ServerFlags | null | undefined): MerchantFlags {
  const flags = {} as Record<FlagCode, boolean>;
  for (const code of FLAG_CODES) {
    flags[code] = serverValue(serverFlags, code) ?? normalizeFlag(appDefaults[code]) ?? FLAG_SCHEMA[code].fallback;
  }
  return flags;
}

export interface FlagState {
  /** False until the server's flags were merged: pages stay hidden until then (points §5). */
  evaluated: boolean;
  values: MerchantFlags;
}

export interface FlagsStore extends FlagState {
  /**
   * Merges the server's flags over the app defaults given at creation. Each call merges from those defaults again,
   * so a later status call (tab visible again) replaces the values instead of stacking merges.
   */
  evaluate(serverFlags: ServerFlags | null | undefined): void;
}

/** The merchant's flags as a valtio proxy; `values` hold the app defaults until `evaluate`. */
export function createFlagsStore(appDefaults: FlagDefaults = {}): FlagsStore {
  const store: FlagsStore = proxy<FlagsStore>({
    evaluated: false,
    values: mergeFlags(appDefaults, undefined),
    evaluate(serverFlags) {
      store.values = mergeFlags(appDefaults, serverFlags);
      store.evaluated = true;
    },
  });
  return store;
}
