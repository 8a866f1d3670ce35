import { randomInt } from 'node:crypto';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import type { CustomerRow } from '../../core/rows';
import { centresTimes } from './centres.constants';
import { moveMoney, walletTxTypes } from './ledger';

export interface RedEnvelopeRow {
  id: number;
  agent_id: number;
  total_amount: number;
  count: number;
  scope: 'DIRECT' | 'TEAM';
  message: string;
  created_at: number;
  expires_at: number;
  refunded_amount: number;
  refunded_at: number | null;
  claimed_count?: number;
  claimed_amount?: number;
}

/**
 * Splits `totalCents` into `count` random shares of at least one cent, each drawn from a cryptographic source
 * ("double mean": a share is at most twice the average of what is left), so early and late openers have the same
 * expected share.
 */
export function splitShares(totalCents: number, count: number, random: (max: number) => number = randomInt): number[] {
  const shares: number[] = [];
  let left = totalCents;
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
): Promise<RedEnvelopeRow> {
  const totalCents = Math.round(input.totalAmount * 100);
  return db.transaction(async (tx) => {
    const [envelope] = await tx.query<RedEnvelopeRow>(
      `INSERT INTO red_envelopes (agent_id, total_amount, count, scope, message, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [agent.id, totalCents / 100, input.count, input.scope, input.message, now, now + centresTimes.redEnvelopeLifeMs],
    );
    const row = envelope as RedEnvelopeRow;
    await moveMoney(tx, {
      customerId: agent.id,
      amount: -totalCents / 100,
      txType: walletTxTypes.redEnvelopeSend,
      remark: input.message || null,
      reference: `red-envelope:${row.id}`,
      now,
    });
    const shares = splitShares(totalCents, input.count);
    await tx.query(
      `INSERT INTO red_envelope_shares (envelope_id, idx, amount)
       SELECT $1, i, a FROM unnest($2::int[], $3::numeric[]) AS x(i, a)`,
      [row.id, shares.map((_, i) => i), shares.map((cents) => cents / 100)],
    );
    return row;
  });
}

/** Gives the unopened shares of expired envelopes back to their agents (run before reads and opens). */
export async function settleExpiredEnvelopes(db: Db, now: number, agentId?: number): Promise<void> {
  const due = await db.query<{ id: number; agent_id: number; expires_at: number }>(
    `SELECT id, agent_id, expires_at FROM red_envelopes
     WHERE refunded_at IS NULL AND expires_at <= $1 AND ($2::int IS NULL OR agent_id = $2) ORDER BY id`,
    [now, agentId ?? null],
  );
  for (const envelope of due) {
    await db.transaction(async (tx) => {
      const [left] = await tx.query<{ total: number | null }>(
        `UPDATE red_envelopes SET refunded_at = $2,
           refunded_amount = coalesce((SELECT sum(amount) FROM red_envelope_shares WHERE envelope_id = $1 AND claimed_by IS NULL), 0)
         WHERE id = $1 AND refunded_at IS NULL RETURNING refunded_amount AS total`,
        [envelope.id, envelope.expires_at],
      );
      if (left?.total && left.total > 0)
        await moveMoney(tx, {
          customerId: envelope.agent_id,
          amount: left.total,
          txType: walletTxTypes.redEnvelopeRefund,
          reference: `red-envelope:${envelope.id}`,
          now: envelope.expires_at,
        });
    });
  }
}

const withCounts = `SELECT e.*,
  (SELECT count(*)::int FROM red_envelope_shares s WHERE s.envelope_id = e.id AND s.claimed_by IS NOT NULL) AS claimed_count,
  coalesce((SELECT sum(amount) FROM red_envelope_shares s WHERE s.envelope_id = e.id AND s.claimed_by IS NOT NULL), 0) AS claimed_amount
  FROM red_envelopes e`;

export function envelopeView(row: RedEnvelopeRow, now: number) {
  const claimedCount = row.claimed_count ?? 0;
  const status =
    claimedCount >= row.count
      ? ('FINISHED' as const)
      : row.expires_at <= now
        ? ('EXPIRED' as const)
        : ('ACTIVE' as const);
  return {
    id: row.id,
    totalAmount: row.total_amount,
    count: row.count,
    claimedCount,
    claimedAmount: row.claimed_amount ?? 0,
    scope: row.scope,
    message: row.message,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    status,
    refundedAmount: row.refunded_amount,
  };
}

export async function envelopesOfAgent(db: Db, agentId: number, limit: number, offset: number) {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM red_envelopes WHERE agent_id = $1', [
    agentId,
  ]);
  const rows = await db.query<RedEnvelopeRow>(
    `${withCounts} WHERE e.agent_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit} OFFSET ${offset}`,
    [agentId],
  );
  return { rows, total: count?.n ?? 0 };
}

/**
 * Envelopes a player may open now: sent by their direct agent (DIRECT) or by any agent above them (TEAM), not
 * expired, with shares left, not yet opened by them.
 */
export async function openableEnvelopes(db: Db, player: CustomerRow, now: number) {
  return db.query<RedEnvelopeRow & { agent_account: string }>(
    `WITH RECURSIVE up(id, depth) AS (
       SELECT parent_id, 1 FROM customers WHERE id = $1 AND parent_id IS NOT NULL
       UNION ALL SELECT c.parent_id, u.depth + 1 FROM customers c JOIN up u ON c.id = u.id
       WHERE c.parent_id IS NOT NULL AND u.depth < 50
     )
     SELECT x.*, a.username AS agent_account FROM (${withCounts}) x JOIN up ON up.id = x.agent_id
       JOIN customers a ON a.id = x.agent_id
     WHERE (x.scope = 'TEAM' OR up.depth = 1) AND x.expires_at > $2 AND x.claimed_count < x.count
       AND NOT EXISTS (SELECT 1 FROM red_envelope_shares s WHERE s.envelope_id = x.id AND s.claimed_by = $1)
     ORDER BY x.created_at DESC`,
    [player.id, now],
  );
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
