import { PGlite, types } from '@electric-sql/pglite';
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
}

export interface DatabaseOptions {
  /** A folder for the embedded PostgreSQL; it survives restarts. Omit for an in-memory database (tests). */
  dataDir?: string | undefined;
  /** A PostgreSQL connection string; when set, `dataDir` is ignored. */
  databaseUrl?: string | undefined;
}

const toNumber = (value: string) => Number(value);

export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  const pglite = await PGlite.create(dataDir, {
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
