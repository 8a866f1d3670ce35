import { randomBytes } from 'node:crypto';
import { createApp } from './app';
import { normaliseOrigin } from './cors';
import { type DatabaseOptions, openDatabase } from './db';
import { createEventBus } from './events';
import { createFaultRegistry } from './faults';
import { migrate } from './migrate';
import type { SandboxModule } from './module';
import { createReadCache, createWriteVersions, trackWrites } from './read-cache';
import type { MerchantRow } from './rows';
import { createClock, type SandboxConfig, type SandboxRuntime, type SandboxServices } from './runtime';

export interface SandboxOptions extends DatabaseOptions {
  /** The modules to run. @default every module of `src/domains` */
  modules?: readonly SandboxModule[];
  /** Clock source. @default Date.now */
  now?: () => number;
  /** @default a random key, printed at start-up */
  controlKey?: string;
  /** @default 43200000 (12 hours) */
  tokenTtlMs?: number;
  /** @default true */
  validateOutput?: boolean;
  /** @default false */
  logRequests?: boolean;
  /**
   * Origins allowed to call cross-origin (with credentials), besides the merchants' seeded domains and the sites
   * `startSandbox` serves: `['https://admin.example:8443']`. @default none
   */
  corsOrigins?: readonly string[];
}

export interface Sandbox {
  runtime: SandboxRuntime;
  /** The HTTP app; `defaultMerchant` answers calls without a Merchant header (a merchant site's own origin). */
  app(defaultMerchant?: string): ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/** Opens the store, applies migrations, seeds a new database and returns the runtime and app factory. */
export async function createSandbox(options: SandboxOptions & { modules: readonly SandboxModule[] }): Promise<Sandbox> {
  const versions = createWriteVersions();
  const db = trackWrites(await openDatabase(options), versions);
  const config: SandboxConfig = {
    controlKey: options.controlKey ?? randomBytes(12).toString('hex'),
    tokenTtlMs: options.tokenTtlMs ?? 12 * 60 * 60 * 1000,
    validateOutput: options.validateOutput ?? true,
    logRequests: options.logRequests ?? false,
    corsOrigins: new Set(),
  };
  for (const origin of options.corsOrigins ?? []) {
    const normalised = normaliseOrigin(origin);
    if (!normalised) throw new Error(`corsOrigins: ${origin} is not an http(s) origin`);
    config.corsOrigins.add(normalised);
  }
  const merchants = new Map<string, MerchantRow>();
  const runtime: SandboxRuntime = {
    db,
    clock: createClock(options.now),
    config,
    faults: createFaultRegistry(),
    events: createEventBus(),
    services: {} as SandboxServices,
    cache: createReadCache(versions),
    merchants,
    async reloadMerchants() {
      const rows = await db.query<MerchantRow>('SELECT * FROM merchants');
      merchants.clear();
      for (const row of rows) merchants.set(row.code, row);
    },
  };
  const modules = options.modules;
  try {
    for (const module of modules) await module.setup?.(runtime);
    await migrate(
      db,
      modules.flatMap((m) => m.migrations ?? []),
    );
    const seeded = new Set(
      (await db.query<{ id: string }>(`SELECT id FROM sandbox_migrations WHERE id LIKE 'seed:%'`)).map((r) => r.id),
    );
    for (const module of modules) {
      if (!module.seed || seeded.has(`seed:${module.name}`)) continue;
      await module.seed(runtime);
      await db.query('INSERT INTO sandbox_migrations (id) VALUES ($1)', [`seed:${module.name}`]);
      // Seeds add flags and settings to the merchant rows; later seeds read them from the cache.
      await runtime.reloadMerchants();
    }
    await runtime.reloadMerchants();
    // The merchants' own entry domains may call cross-origin.
    if (modules.some((m) => m.name === 'system')) {
      const domains = await db.query<{ domain_name: string }>('SELECT DISTINCT domain_name FROM domain_routes');
      for (const { domain_name } of domains) {
        const normalised = normaliseOrigin(domain_name);
        if (normalised) config.corsOrigins.add(normalised);
      }
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    runtime,
    app: (defaultMerchant) => createApp(runtime, modules, { defaultMerchant }),
    async close() {
      for (const module of modules) await module.dispose?.(runtime);
      await db.close();
    },
  };
}
