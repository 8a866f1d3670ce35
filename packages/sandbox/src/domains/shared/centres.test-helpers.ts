import { createTestSandbox, type TestSandbox } from '../../core/testing';

/**
 * A test sandbox on a frozen clock set just after the seed ran. Test files open a snapshot seeded once per run, at
 * the time of the run; freezing the clock at that moment keeps every "yesterday", "last hour" and period boundary
 * of the seeded data where the tests expect it, and makes times in answers exact.
 */
export async function centresTestSandbox(): Promise<{ sandbox: TestSandbox; now: number }> {
  let frozen = Date.now();
  const sandbox = await createTestSandbox({ now: () => frozen });
  const [seeded] = await sandbox.runtime.db.query<{ at: number }>(
    `SELECT (extract(epoch FROM max(applied_at)) * 1000)::bigint AS at FROM sandbox_migrations WHERE id LIKE 'seed:%'`,
  );
  frozen = Math.min(Date.now(), Number(seeded?.at ?? frozen) + 1000);
  return { sandbox, now: frozen };
}
