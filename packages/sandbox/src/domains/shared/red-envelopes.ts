import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import type { CustomerRow } from '../../core/rows';
import { sqlOf } from '../../core/sql';
import type { RedEnvelope } from '../../core/tables';
import { centresTimes } from './centres.constants';
import { moveMoney, walletTxTypes } from './ledger';
import { minorUnitsPerOne } from './money.input';

/** An envelope with what its opened shares add up to (the agent's list; the status is worked out from them). */
export type EnvelopeWithCounts = RedEnvelope & { claimedCount: number; claimedAmount: number };

/**
 * Splits `totalUnits` (the currency's smallest units: cents of CNY, whole dong of VND) into `count` random shares of
 * at least one unit, each drawn from a cryptographic source ("double mean": a share is at most twice the average of
 * what is left), so early and late openers have the same expected share.
 */
export function splitShares(totalUnits: number, count: number, random: (max: number) => number = randomInt): number[] {
  const shares: number[] = [];
  let left = totalUnits;
  for (let remaining = count; remaining > 1; remaining--) {
    const cap = Math.max(1, Math.min(Math.floor((2 * left) / remaining), left - (remaining - 1)));
    const share = 1 + random(cap);
    const bounded = Math.min(share, left - (remaining - 1));
    shares.push(bounded);
    left -= bounded;
  }
  shares.push(left);
  return shares;
}

export async function sendRedEnvelope(
  db: Db,
  agent: CustomerRow,
  input: { totalAmount: number; count: number; scope: 'DIRECT' | 'TEAM'; message: string },
  now: number,
): Promise<RedEnvelope> {
  return db.transaction(async (tx) => {
    // Shares in the smallest unit of the agent's currency: a VND envelope never holds a fraction of a dong.
    const [merchant] = await tx.query<{ currency: string }>('SELECT currency FROM merchants WHERE code = $1', [
      agent.merchant_code,
    ]);
    const perOne = minorUnitsPerOne(merchant?.currency ?? '');
    const totalUnits = Math.round(input.totalAmount * perOne);
    const envelope = await sqlOf(tx)
      .insertInto('redEnvelopes')
      .values({
        agentId: agent.id,
        totalAmount: totalUnits / perOne,
        count: input.count,
        scope: input.scope,
        message: input.message,
        createdAt: now,
        expiresAt: now + centresTimes.redEnvelopeLifeMs,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await moveMoney(tx, {
      customerId: agent.id,
      amount: -totalUnits / perOne,
      txType: walletTxTypes.redEnvelopeSend,
      remark: input.message || null,
      reference: `red-envelope:${envelope.id}`,
      now,
    });
    const shares = splitShares(totalUnits, input.count);
    await sqlOf(tx)
      .insertInto('redEnvelopeShares')
      .values(shares.map((units, idx) => ({ envelopeId: envelope.id, idx, amount: units / perOne })))
      .execute();
    return envelope;
  });
}

/** Gives the unopened shares of expired envelopes back to their agents (run before reads and opens). */
export async function settleExpiredEnvelopes(db: Db, now: number, agentId?: number): Promise<void> {
  let dueQuery = sqlOf(db)
    .selectFrom('redEnvelopes')
    .select(['id', 'agentId', 'expiresAt'])
    .where('refundedAt', 'is', null)
    .where('expiresAt', '<=', now);
  if (agentId !== undefined) dueQuery = dueQuery.where('agentId', '=', agentId);
  const due = await dueQuery.orderBy('id').execute();
  for (const envelope of due) {
    await db.transaction(async (tx) => {
      const [left] = await tx.query<{ total: number | null }>(
        `UPDATE red_envelopes SET refunded_at = $2,
           refunded_amount = coalesce((SELECT sum(amount) FROM red_envelope_shares WHERE envelope_id = $1 AND claimed_by IS NULL), 0)
         WHERE id = $1 AND refunded_at IS NULL RETURNING refunded_amount AS total`,
        [envelope.id, envelope.expiresAt],
      );
      if (left?.total && left.total > 0)
        await moveMoney(tx, {
          customerId: envelope.agentId,
          amount: left.total,
          txType: walletTxTypes.redEnvelopeRefund,
          reference: `red-envelope:${envelope.id}`,
          now: envelope.expiresAt,
        });
    });
  }
}

/** Envelopes with the count and sum of their opened shares. */
const withCounts = (db: Db) =>
  sqlOf(db)
    .selectFrom('redEnvelopes as e')
    .selectAll('e')
    .select((eb) => [
      eb
        .selectFrom('redEnvelopeShares as s')
        .whereRef('s.envelopeId', '=', 'e.id')
        .where('s.claimedBy', 'is not', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .$asScalar()
        .$notNull()
        .as('claimedCount'),
      eb.fn
        .coalesce(
          eb
            .selectFrom('redEnvelopeShares as s')
            .whereRef('s.envelopeId', '=', 'e.id')
            .where('s.claimedBy', 'is not', null)
            .select((s) => s.fn.sum<number>('s.amount').as('a'))
            .$asScalar(),
          sql<number>`0`,
        )
        .as('claimedAmount'),
    ]);

/** An envelope as the agent's list shows it: its status from its shares and its time. */
export function envelopeView({ agentId: _agent, refundedAt: _refunded, ...envelope }: EnvelopeWithCounts, now: number) {
  const status =
    envelope.claimedCount >= envelope.count
      ? ('FINISHED' as const)
      : envelope.expiresAt <= now
        ? ('EXPIRED' as const)
        : ('ACTIVE' as const);
  return { ...envelope, status };
}

export async function envelopesOfAgent(db: Db, agentId: number, limit: number, offset: number) {
  const { n } = await sqlOf(db)
    .selectFrom('redEnvelopes')
    .where('agentId', '=', agentId)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await withCounts(db)
    .where('e.agentId', '=', agentId)
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: n };
}

/**
 * Envelopes a player may open now: sent by their direct agent (DIRECT) or by any agent above them (TEAM), not
 * expired, with shares left, not yet opened by them.
 */
export async function openableEnvelopes(db: Db, player: CustomerRow, now: number) {
  return sqlOf(db)
    .withRecursive('up(id, depth)', (up) =>
      up
        .selectFrom('customers')
        .where('id', '=', player.id)
        .where('parentId', 'is not', null)
        .select([sql<number>`parent_id`.as('id'), sql<number>`1`.as('depth')])
        .unionAll(
          up
            .selectFrom('customers as c')
            .innerJoin('up as u', 'c.id', 'u.id')
            .where('c.parentId', 'is not', null)
            .where('u.depth', '<', 50)
            .select([sql<number>`c.parent_id`.as('id'), sql<number>`u.depth + 1`.as('depth')]),
        ),
    )
    .selectFrom(withCounts(db).as('x'))
    .innerJoin('up', 'up.id', 'x.agentId')
    .innerJoin('customers as a', 'a.id', 'x.agentId')
    .where((eb) => eb.or([eb('x.scope', '=', 'TEAM'), eb('up.depth', '=', 1)]))
    .where('x.expiresAt', '>', now)
    .whereRef('x.claimedCount', '<', 'x.count')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('redEnvelopeShares as s')
            .whereRef('s.envelopeId', '=', 'x.id')
            .where('s.claimedBy', '=', player.id)
            .select(sql`1`.as('one')),
        ),
      ),
    )
    .selectAll('x')
    .select('a.username as agentAccount')
    .orderBy('x.createdAt', 'desc')
    .execute();
}

/** Opens an envelope for a player: the next share goes to their main wallet. */
export async function openEnvelope(db: Db, player: CustomerRow, envelopeId: number, now: number) {
  const openable = await openableEnvelopes(db, player, now);
  if (!openable.some((e) => e.id === envelopeId))
    throw new ApiFailure('red.envelope.unavailable', 'This red envelope cannot be opened.');
  return db.transaction(async (tx) => {
    const [share] = await tx.query<{ idx: number; amount: number }>(
      `UPDATE red_envelope_shares SET claimed_by = $2, claimed_at = $3
       WHERE envelope_id = $1 AND idx = (SELECT min(idx) FROM red_envelope_shares WHERE envelope_id = $1 AND claimed_by IS NULL)
       RETURNING idx, amount`,
      [envelopeId, player.id, now],
    );
    if (!share) throw new ApiFailure('red.envelope.unavailable', 'This red envelope is empty.');
    const balance = await moveMoney(tx, {
      customerId: player.id,
      amount: share.amount,
      txType: walletTxTypes.redEnvelopeClaim,
      reference: `red-envelope:${envelopeId}`,
      now,
    });
    return { envelopeId, amount: share.amount, balance };
  });
}
