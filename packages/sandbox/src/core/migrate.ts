import type { Db } from './db';

/** One schema step. Ids sort the order: core `000_`..`099_`, player domains `100_`..`499_`, centres `500_`..`899_`. */
export interface Migration {
  id: string;
  sql: string;
}

/** Applies the migrations not yet recorded, in id order, each in its own transaction. Returns the ids applied. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS sandbox_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM sandbox_migrations')).map((r) => r.id));
  const ids = new Set<string>();
  for (const m of migrations) {
    if (ids.has(m.id)) throw new Error(`Two migrations share the id ${m.id}`);
    ids.add(m.id);
  }
  const applied: string[] = [];
  for (const m of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO sandbox_migrations (id) VALUES ($1)', [m.id]);
    });
    applied.push(m.id);
  }
  return applied;
}
