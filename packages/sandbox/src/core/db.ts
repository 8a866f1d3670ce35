import { readFile } from 'node:fs/promises';
import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

/**
 * The sandbox's only view of its store: parameterised SQL ($1, $2...) that runs the same on the embedded PGlite and on
 * a real PostgreSQL server. NUMERIC and INT8 come back as JavaScript numbers on both.
 */
export interface Db {
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; a throw rolls everything back. Nested calls join the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** The embedded database's data folder as a tarball (PGlite only). */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** A folder for the embedded PostgreSQL; it survives restarts. Omit for an in-memory database (tests). */
  dataDir?: string | undefined;
  /** A PostgreSQL connection string; when set, `dataDir` is ignored. */
  databaseUrl?: string | undefined;
  /**
   * A data folder dumped with `dumpDatabase` to start from (in memory, `dataDir` unset): the sandbox's own tests
   * seed once and open every test file's sandbox from the dump.
   */
  snapshot?: Blob | undefined;
}

const toNumber = (value: string) => Number(value);

export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.snapshot);
}

type PgliteAssets = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
let assets: Promise<PgliteAssets> | undefined;

/**
 * PGlite compiles two WebAssembly modules and unpacks its file bundle on every open (seconds on a busy machine).
 * They are the same for every database, so one process compiles them once. Where the package files cannot be
 * located (a bundled build), PGlite loads them itself.
 */
function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    try {
      const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
      if (!resolve) return {};
      const dist = new URL('.', resolve('@electric-sql/pglite'));
      const [pglite, initdb, bundle] = await Promise.all([
        readFile(new URL('pglite.wasm', dist)),
        readFile(new URL('initdb.wasm', dist)),
        readFile(new URL('pglite.data', dist)),
      ]);
      const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
        WebAssembly.compile(pglite),
        WebAssembly.compile(initdb),
      ]);
      return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
    } catch {
      return {};
    }
  })();
  return assets;
}

/** The data folder of an embedded database as a tarball (for `DatabaseOptions.snapshot`). */
export async function dumpDatabase(pglite: PGlite): Promise<Blob> {
  return pglite.dumpDataDir('none');
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<Db> {
  const pglite = await PGlite.create(dataDir, {
    ...(await pgliteAssets()),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    parsers: { [types.NUMERIC]: toNumber, [types.INT8]: toNumber },
  });
  const wrap = (conn: Pick<PGlite, 'query' | 'exec'>): Db => ({
    kind: 'pglite',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
    transaction: (fn) => fn(wrap(conn)),
    close: async () => {},
  });
  return {
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
    dump: () => dumpDatabase(pglite),
  };
}

async function openPostgres(connectionString: string): Promise<Db> {
  pg.types.setTypeParser(1700, toNumber);
  pg.types.setTypeParser(20, toNumber);
  const pool = new pg.Pool({ connectionString, max: 10 });
  const wrap = (conn: pg.Pool | pg.PoolClient, inTransaction: boolean): Db => ({
    kind: 'postgres',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await conn.query(sql);
    },
    async transaction(fn) {
      if (inTransaction) return fn(wrap(conn, true));
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {},
  });
  return { ...wrap(pool, false), close: () => pool.end() };
}
