import type { Db } from '../../core/db';

/**
 * Counted tries of a secret (a login, a password asked of a logged-in player): the one mechanism under the login
 * guard and the password guard, so both climb the same ladder the same way.
 *
 * A try is **reserved before the slow check** (scrypt takes tens of milliseconds): in one transaction each counter's
 * row is created if missing, locked (`SELECT ... FOR UPDATE`), judged by the caller's gate (wait, lock, proof), and
 * counted as a failure at once. Only then is the password hashed. A right answer gives the reservation back
 * (`clearAttempts`, `refundAttempt`); a wrong one leaves it standing. So parallel tries see each other: with 40 sent at
 * once, the fourth already finds three failures and needs a captcha, as it would one at a time. Counting first and
 * refunding after is what makes this hold on PGlite (one connection: a transaction runs alone) and on PostgreSQL
 * (the row lock orders concurrent transactions on the same counter) alike, without a read-then-write race.
 */
export interface Ladder {
  /** Failures older than this (from the first of the window) are forgotten, unless a lock still runs. */
  windowMs: number;
  /** From this many failures every try needs a human proof (image captcha or bot-check pass). */
  captchaFrom: number;
  /** From this many failures the next try waits `baseMs` after the last, doubling per failure up to `slowMaxMs`. */
  slowFrom: number;
  slowBaseMs: number;
  slowMaxMs: number;
  /** The failure that locks the counter, and for how long; absent: the counter never locks. */
  lockAt?: number;
  lockMs?: number;
}

/** The tables that hold counters, each with its key columns (closed set: table names are never caller input). */
const counterTables = {
  login_failures: ['merchant_code', 'login_key'],
  login_address_failures: ['address'],
  password_failures: ['customer_id', 'kind'],
} as const;

export type CounterTable = keyof typeof counterTables;

export interface Counter<T extends CounterTable = CounterTable> {
  table: T;
  /** The values of the table's key columns, in their order. */
  key: readonly (string | number)[];
  ladder: Ladder;
}

/** A counter as the gate sees it: what the window still holds before this try. */
export interface CounterState {
  failures: number;
  firstFailedAt: number;
  lastFailedAt: number | null;
  lockedUntil: number | null;
}

interface Row {
  failures: number;
  first_failed_at: number;
  last_failed_at: number | null;
  locked_until: number | null;
}

const where = (table: CounterTable, from = 1) =>
  counterTables[table].map((column, i) => `${column} = $${i + from}`).join(' AND ');

/** What remains of a row in its window at `now` (a running lock keeps it whole). */
function liveState(row: Row | undefined, ladder: Ladder, now: number): CounterState {
  const lockRunning = row?.locked_until != null && row.locked_until > now;
  if (!row || (!lockRunning && now - row.first_failed_at > ladder.windowMs)) {
    return { failures: 0, firstFailedAt: now, lastFailedAt: null, lockedUntil: null };
  }
  return {
    failures: row.failures,
    firstFailedAt: row.first_failed_at,
    lastFailedAt: row.last_failed_at,
    lockedUntil: lockRunning ? row.locked_until : null,
  };
}

/** The wait still due before the next try (0 when none): `slowBaseMs` doubled per failure from `slowFrom`. */
export function waitDue(state: CounterState, ladder: Ladder, now: number): number {
  if (state.lastFailedAt === null || state.failures < ladder.slowFrom) return 0;
  const wait = Math.min(ladder.slowMaxMs, ladder.slowBaseMs * 2 ** (state.failures - ladder.slowFrom));
  return Math.max(0, state.lastFailedAt + wait - now);
}

/** Whether a try against this state needs a human proof. */
export const needsProof = (state: CounterState, ladder: Ladder) => state.failures >= ladder.captchaFrom;

/** The counters after the reservation: the failures counted (this try included) and a lock it set or kept. */
export interface Reserved {
  failures: number;
  lockedUntil: number | null;
}

/**
 * Judges a try and reserves it as a failure on every counter, in one transaction. `gate` sees each counter's state
 * before this try (in the order given) and throws to refuse the try, which then counts nothing.
 */
export async function reserveAttempt(
  db: Db,
  counters: readonly Counter[],
  now: number,
  gate: (states: readonly CounterState[]) => void,
): Promise<Reserved[]> {
  return db.transaction(async (tx) => {
    const states: CounterState[] = [];
    for (const counter of counters) {
      const columns = counterTables[counter.table];
      const keys = columns.map((_, i) => `$${i + 1}`).join(', ');
      // A row to lock even on the first try (two first tries must not both read "none").
      await tx.query(
        `INSERT INTO ${counter.table} (${columns.join(', ')}, failures, first_failed_at)
         VALUES (${keys}, 0, $${columns.length + 1}) ON CONFLICT DO NOTHING`,
        [...counter.key, now],
      );
      const [row] = await tx.query<Row>(
        `SELECT failures, first_failed_at, last_failed_at, locked_until FROM ${counter.table}
         WHERE ${where(counter.table)} FOR UPDATE`,
        counter.key,
      );
      states.push(liveState(row, counter.ladder, now));
    }
    gate(states);
    const reserved: Reserved[] = [];
    for (const [i, counter] of counters.entries()) {
      const state = states[i] as CounterState;
      const failures = state.failures + 1;
      const { lockAt, lockMs } = counter.ladder;
      const lockedUntil =
        lockAt !== undefined && lockMs !== undefined && failures >= lockAt ? (state.lockedUntil ?? now + lockMs) : null;
      const n = counter.key.length;
      await tx.query(
        `UPDATE ${counter.table} SET failures = $${n + 1}, first_failed_at = $${n + 2}, last_failed_at = $${n + 3},
           locked_until = $${n + 4} WHERE ${where(counter.table)}`,
        [...counter.key, failures, state.firstFailedAt, now, lockedUntil],
      );
      reserved.push({ failures, lockedUntil });
    }
    return reserved;
  });
}

/** Forgets a counter (a success where the count should start over: the typed name, the player's password). */
export async function clearAttempts(db: Db, counter: Pick<Counter, 'table' | 'key'>): Promise<void> {
  await db.query(`DELETE FROM ${counter.table} WHERE ${where(counter.table)}`, counter.key);
}

/** Gives one reserved failure back (a success that must not wipe the rest of the count: the caller's address). */
export async function refundAttempt(db: Db, counter: Pick<Counter, 'table' | 'key'>): Promise<void> {
  await db.query(
    `UPDATE ${counter.table} SET failures = GREATEST(failures - 1, 0) WHERE ${where(counter.table)}`,
    counter.key,
  );
}
