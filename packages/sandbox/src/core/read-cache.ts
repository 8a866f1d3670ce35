import type { Db } from './db';

/**
 * Answers of hot authenticated reads (the session behind a token, balances, member info, game pages) kept in memory
 * and dropped by the writes that change them. Every write the sandbox makes goes through `runtime.db`, which
 * `trackWrites` wraps: each INSERT, UPDATE, DELETE or TRUNCATE bumps the version of the tables it names, before it
 * runs and again after it (and once more when its transaction ends), and an entry stays valid only while the versions
 * of the tables it was read from are those seen before the read. So a cached answer is never older than the last
 * write to its tables, whichever code path made it; unrecognised statements and migrations bump every table.
 */
export interface ReadCache {
  /** The cached value of `key`, or what `load` reads (kept when no write to `tables` happened meanwhile). */
  get<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T>;
  /** Drops every entry (the control API's reset). */
  clear(): void;
  /** Marks `tables` as written (a write made outside `runtime.db`). */
  touch(tables: readonly string[]): void;
}

interface Entry {
  stamp: string;
  value: unknown;
}

/** Enough entries for every logged-in player of a busy test run; beyond it the cache starts again empty. */
const maxEntries = 20_000;

export interface WriteVersions {
  bump(table: string): void;
  bumpAll(): void;
  stamp(tables: readonly string[]): string;
}

export function createWriteVersions(): WriteVersions {
  const versions = new Map<string, number>();
  let epoch = 0;
  return {
    bump: (table) => void versions.set(table, (versions.get(table) ?? 0) + 1),
    bumpAll: () => {
      epoch++;
    },
    stamp: (tables) => {
      let stamp = String(epoch);
      for (const table of tables) stamp += `:${versions.get(table) ?? 0}`;
      return stamp;
    },
  };
}

export function createReadCache(versions: WriteVersions): ReadCache {
  const entries = new Map<string, Entry>();
  return {
    async get<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
      const stamp = versions.stamp(tables);
      const entry = entries.get(key);
      if (entry && entry.stamp === stamp) return entry.value as T;
      const value = await load();
      // Kept only when nothing wrote to its tables while it was read.
      if (versions.stamp(tables) === stamp) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(key, { stamp, value });
      }
      return value;
    },
    clear: () => entries.clear(),
    touch: (tables) => {
      for (const table of tables) versions.bump(table);
    },
  };
}

const writePattern =
  /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?"?([A-Za-z_][A-Za-z0-9_]*)/gi;
const readOnly = /^\s*(?:SELECT|WITH\s+[\s\S]*?\)\s*SELECT|SHOW|EXPLAIN)\b/i;

/** The tables a statement writes; `null` for a read, `'all'` when it writes something it does not name plainly. */
export function writtenTables(sql: string): readonly string[] | 'all' | null {
  const tables = [...sql.matchAll(writePattern)].map((m) => (m[1] ?? '').toLowerCase());
  // `SELECT ... FOR UPDATE` names no table after UPDATE's keyword position in a write sense: ignore `FOR UPDATE`.
  const writes = tables.filter((t) => t !== 'of' && t !== 'nowait' && t !== 'skip');
  if (writes.length > 0) return writes;
  return readOnly.test(sql) ? null : 'all';
}

/** `db` with every write recorded in `versions` (see `ReadCache`). */
export function trackWrites(db: Db, versions: WriteVersions, written?: Set<string>): Db {
  const record = (sql: string) => {
    const tables = writtenTables(sql);
    if (tables === null) return null;
    if (tables === 'all') versions.bumpAll();
    else
      for (const table of tables) {
        versions.bump(table);
        written?.add(table);
      }
    return tables;
  };
  const tracked: Db = {
    kind: db.kind,
    ...(db.dump ? { dump: () => (db.dump as () => Promise<Blob>)() } : {}),
    async query(sql, params) {
      const tables = record(sql);
      try {
        return await db.query(sql, params);
      } finally {
        if (tables !== null) record(sql);
      }
    },
    async exec(sql) {
      versions.bumpAll();
      try {
        await db.exec(sql);
      } finally {
        versions.bumpAll();
      }
    },
    async transaction(fn) {
      if (written) return db.transaction((tx) => fn(trackWrites(tx, versions, written)));
      const own = new Set<string>();
      try {
        return await db.transaction((tx) => fn(trackWrites(tx, versions, own)));
      } finally {
        // Readers outside the transaction may have cached what it had not committed yet.
        for (const table of own) versions.bump(table);
      }
    },
    close: () => db.close(),
  };
  return tracked;
}
