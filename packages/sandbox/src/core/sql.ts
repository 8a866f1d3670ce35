import {
  CamelCasePlugin,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { Db } from './db';
import type { Tables } from './tables';

/**
 * Typed SQL over the sandbox's store: a Kysely query builder whose one connection is a `Db` (PGlite or PostgreSQL,
 * already parsing NUMERIC and INT8 into numbers), with the tables of `tables.ts` and camelCase names on the
 * TypeScript side (`expiresAt` is `expires_at` in SQL), so a query's rows come back typed and named as the contract
 * names them, with no hand-written row mapping.
 *
 * Transactions stay the `Db`'s own (nested calls join the outer one): inside `db.transaction(tx => ...)`, ask
 * `sqlOf(tx)`. Kysely's own `transaction()` is not used, so one transaction never holds two connections.
 */
export function sqlOf(db: Db): Kysely<Tables> {
  let kysely = instances.get(db);
  if (!kysely) {
    kysely = new Kysely<Tables>({ dialect: dialectOver(db), plugins: [new CamelCasePlugin()] });
    instances.set(db, kysely);
  }
  return kysely;
}

const instances = new WeakMap<Db, Kysely<Tables>>();

function dialectOver(db: Db): Dialect {
  const connection: DatabaseConnection = {
    async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
      const rows = await db.query<R & object>(compiled.sql, compiled.parameters);
      return { rows: rows as R[] };
    },
    streamQuery() {
      throw new Error('The sandbox does not stream query results.');
    },
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => {
      throw new Error('Use db.transaction(tx => sqlOf(tx)...) for a transaction.');
    },
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
