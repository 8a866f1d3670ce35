import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writtenTables } from './read-cache';
import { sqlOf } from './sql';
import { createTestSandbox, type TestSandbox } from './testing';

describe('typed SQL over the sandbox store', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('reads rows typed and named in camelCase, numbers parsed as the Db parses them', async () => {
    const member = await sandbox.customer('member01');
    const row = await sqlOf(sandbox.runtime.db)
      .selectFrom('customers')
      .select(['id', 'merchantCode', 'parentId'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: member.id, merchantCode: 'AURUM', parentId: member.parent_id });
  });

  it('joins the Db transaction it is given: a throw rolls its writes back', async () => {
    const agent = await sandbox.customer('agent01');
    const count = async (db = sandbox.runtime.db) =>
      (await sqlOf(db).selectFrom('referralLinks').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow())
        .n;
    const before = await count();
    await expect(
      sandbox.runtime.db.transaction(async (tx) => {
        await sqlOf(tx)
          .insertInto('referralLinks')
          .values({
            merchantCode: 'AURUM',
            customerId: agent.id,
            code: 'ROLLBACK1',
            accountType: 'MEMBER',
            createdAt: 1,
          })
          .execute();
        // The same transaction sees its write (PGlite runs one transaction at a time: nothing else may ask now).
        expect(await count(tx)).toBe(before + 1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await count()).toBe(before);
  });

  it('writes SQL the read cache sees as a write of its table', () => {
    const compiled = sqlOf(sandbox.runtime.db)
      .updateTable('redEnvelopes')
      .set({ refundedAt: 1 })
      .where('id', '=', 1)
      .compile();
    expect(compiled.sql).toContain('"refunded_at"');
    expect(writtenTables(compiled.sql)).toEqual(['red_envelopes']);
  });
});
