import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import type { CustomerRow } from '../../core/rows';
import { nextPeriodStart, type PeriodKind, periodOf } from '../shared/periods';
import { downline } from '../shared/team';
import { type ContractAction, type ContractKind, listedStatuses, nextStatus } from './contracts.rules';
import type { ContractRow, DailyTier, DividendTerms, HourlyTier, RealtimeTier } from './contracts.types';

export type { ContractRow, DailyTier, DividendTerms, HourlyTier, RealtimeTier } from './contracts.types';

/** The period an accepted contract waits for before it counts (real-time counts at once). */
export function settlementPeriod(row: Pick<ContractRow, 'kind' | 'computation_period'>): PeriodKind | null {
  if (row.kind === 'daily') return 'DAY';
  if (row.kind === 'hourly') return 'HOUR';
  if (row.kind === 'dividend') return (row.computation_period ?? 'MONTHLY') as PeriodKind;
  return null;
}

export async function contractsOf(db: Db, customerIds: readonly number[], statuses: readonly string[]) {
  return db.query<ContractRow>(
    `SELECT a.*, o.username AS offered_by_name FROM agent_contracts a LEFT JOIN customers o ON o.id = a.offered_by
     WHERE a.customer_id = ANY($1::int[]) AND a.status = ANY($2::text[]) ORDER BY a.kind, a.id`,
    [customerIds, statuses],
  );
}

/** Team bets of a product type in the current dividend period (the page's periodicTotalBet). */
async function currentPeriodBet(db: Db, teamIds: number[], row: ContractRow, now: number): Promise<number> {
  const period = periodOf(settlementPeriod(row) ?? 'MONTHLY', now);
  const [sum] = await db.query<{ total: number | null }>(
    `SELECT sum(amount) AS total FROM bets
     WHERE customer_id = ANY($1::int[]) AND product_type = $2 AND created_at >= $3 AND created_at < $4`,
    [teamIds, row.product_type, period.start, Math.min(period.end, now + 1)],
  );
  return sum?.total ?? 0;
}

const offerFields = (row: ContractRow) => ({
  offeredBy: row.offered_by_name ?? null,
  createdAt: row.created_at,
  acceptedAt: row.accepted_at,
  effectiveFrom: row.effective_from,
});

/** The consolidated GET: the caller's listed contracts by kind, and the info blocks over the caller's team. */
export async function consolidated(db: Db, customer: CustomerRow, now: number) {
  const team = await downline(db, customer.id);
  const teamIds = [customer.id, ...team.map((m) => m.id)];
  const own = await contractsOf(db, [customer.id], listedStatuses);
  const status = (row: ContractRow) => row.status as 'P' | 'E' | 'V';
  const dividends = await Promise.all(
    own
      .filter((r) => r.kind === 'dividend')
      .map(async (row) => {
        const terms = row.terms as DividendTerms;
        return {
          id: row.id,
          productType: row.product_type as never,
          computationPeriod: row.computation_period as never,
          status: status(row),
          minimumBet: terms.minimumBet,
          netLoss: terms.netLoss,
          activeMember: terms.activeMember,
          contractRate: terms.contractRate,
          periodicTotalBet: await currentPeriodBet(db, teamIds, row, now),
          periodicTotalBetRequired: terms.periodicTotalBetRequired,
          downlineHigherRate: terms.downlineHigherRate,
          ...offerFields(row),
        };
      }),
  );
  const tiers = <T>(row: ContractRow) => (row.terms as { tiers: T[] }).tiers;
  const byKind = (kind: ContractKind) => own.filter((r) => r.kind === kind);

  const levels = new Map<number, number>([[customer.id, 0], ...team.map((m) => [m.id, m.depth] as [number, number])]);
  const names = new Map<number, string>([
    [customer.id, customer.username],
    ...team.map((m) => [m.id, m.username] as [number, string]),
  ]);
  const held = await contractsOf(db, teamIds, listedStatuses);
  const infoStatus = (row: ContractRow): 'P' | 'E' | 'A' | 'V' =>
    row.status === 'V' && row.effective_from !== null && row.effective_from > now ? 'A' : status(row);
  const rank = { P: 0, E: 1, A: 2, V: 3 } as const;
  const entry = (row: ContractRow) => ({
    agentId: row.customer_id,
    account: names.get(row.customer_id) ?? '',
    status: infoStatus(row),
    level: levels.get(row.customer_id) ?? 0,
  });
  /** One entry per agent: the most advanced status of their contracts of a kind. */
  const perAgent = (kind: ContractKind) => {
    const best = new Map<number, ReturnType<typeof entry>>();
    for (const row of held.filter((r) => r.kind === kind)) {
      const candidate = entry(row);
      const current = best.get(row.customer_id);
      if (!current || rank[candidate.status] > rank[current.status]) best.set(row.customer_id, candidate);
    }
    return [...best.values()].sort((a, b) => a.level - b.level || a.agentId - b.agentId);
  };

  return {
    divtypecompperiodreq: dividends,
    dailysalreqtype: byKind('daily').map((row) => ({
      id: row.id,
      status: status(row),
      details: tiers<DailyTier>(row),
      ...offerFields(row),
    })),
    contracthoursalreq: byKind('hourly').map((row) => ({
      contractId: row.id,
      status: status(row),
      productType: row.product_type as never,
      hourSalaryRates: tiers<HourlyTier>(row),
      ...offerFields(row),
    })),
    realtimesalreqtype: byKind('realtime').map((row) => ({
      contractId: row.id,
      status: status(row),
      realTimeSalaryRates: tiers<RealtimeTier>(row),
      ...offerFields(row),
    })),
    contracthoursalinfo: perAgent('hourly'),
    dailysalinfotype: perAgent('daily'),
    realtimesalinfotype: perAgent('realtime'),
    divtypeinfo: perAgent('dividend'),
    divtypecompperiodinfo: held
      .filter((r) => r.kind === 'dividend')
      .map((row) => ({
        ...entry(row),
        productType: row.product_type as never,
        computationPeriod: row.computation_period as never,
      })),
  };
}

/** Statuses an action can still change. */
const active = new Set(['P', 'E', 'V']);

/**
 * The contract an action is for. By id: that row. A dividend is named by product type and period, so several rows may
 * match: the one in the status the player saw (`from`); else a pending offer for A and R and the one in force for C;
 * else (a retry after the offer was answered) the newest answered one, so the retry can be recognised.
 */
async function findContract(
  db: Db,
  customerId: number,
  kind: ContractKind,
  key: ContractKey,
  action: ContractAction,
  from: SeenStatus | undefined,
) {
  const rows =
    key.kind === 'id'
      ? await db.query<ContractRow>(
          `SELECT * FROM agent_contracts WHERE id = $1 AND customer_id = $2 AND kind = $3 FOR UPDATE`,
          [key.id, customerId, kind],
        )
      : await db.query<ContractRow>(
          `SELECT * FROM agent_contracts WHERE customer_id = $1 AND kind = 'dividend' AND product_type = $2
             AND computation_period = $3 ORDER BY id DESC FOR UPDATE`,
          [customerId, key.productType, key.computationPeriod],
        );
  if (rows.length === 0) throw new ApiFailure('contract.not.found', 'No such contract request.');
  const rank = (row: ContractRow) => {
    if (from !== undefined && row.status === from) return 0;
    if (!active.has(row.status)) return 3;
    const pendingRow = row.status !== 'V';
    return pendingRow === (action !== 'C') ? 1 : 2;
  };
  // Stable: among equals the newest (the query's order) wins.
  return [...rows].sort((a, b) => rank(a) - rank(b))[0] as ContractRow;
}

export type ContractKey =
  | { kind: 'id'; id: number; productType?: string }
  | { kind: 'dividend'; productType: string; computationPeriod: string };

/** The status the player saw when choosing the action (the contract's `from`). */
export type SeenStatus = 'P' | 'E' | 'V';

/**
 * Applies an action by the transition table, in one transaction, and records it. Idempotent by state: when the
 * contract already has the status this action leads to from the one the player saw (`from`; without it, from a
 * pending status, and an A that meets an accepted contract counts as a repeated accept, never as the reject-style A
 * of the termination section), nothing changes and the answer says `unchanged`.
 */
export async function actOnContract(
  db: Db,
  customer: CustomerRow,
  kind: ContractKind,
  key: ContractKey,
  action: ContractAction,
  now: number,
  from?: SeenStatus,
) {
  return db.transaction(async (tx) => {
    const row = await findContract(tx, customer.id, kind, key, action, from);
    if (key.kind === 'id' && key.productType && row.product_type !== key.productType)
      throw new ApiFailure('contract.not.found', 'No contract of this product type with this id.');
    const invalid = () =>
      new ApiFailure('contract.action.invalid', `A ${row.status} contract does not take action ${action}.`, {
        value: { status: row.status, action },
      });
    // Without `from`, an action that meets an answered contract, or an accept that meets an accepted one, is taken for
    // a repeat of the action from a pending status.
    const repeat = from === undefined && (!active.has(row.status) || (action === 'A' && row.status === 'V'));
    const seen = repeat ? undefined : (from ?? row.status);
    if (seen !== row.status) {
      // Already where this action leads from the status seen: nothing to do, and the answer says so.
      const leadsHere = (seen ? [seen] : (['P', 'E'] as const)).some((s) => nextStatus(kind, s, action) === row.status);
      if (!leadsHere) throw invalid();
      return {
        contractId: row.id,
        kind,
        status: row.status as 'V' | 'R' | 'T',
        effectiveFrom: row.status === 'V' ? row.effective_from : null,
        unchanged: true as const,
      };
    }
    const to = nextStatus(kind, row.status, action);
    if (!to) throw invalid();
    let effectiveFrom: number | null = row.effective_from;
    if (to === 'V') {
      const period = settlementPeriod(row);
      effectiveFrom = period ? nextPeriodStart(period, now) : now;
      await tx.query(
        `UPDATE agent_contracts SET status = 'V', accepted_at = $2, effective_from = $3, settled_until = $3 WHERE id = $1`,
        [row.id, now, effectiveFrom],
      );
      if (row.replaces_id !== null) {
        // The revised offer takes over when it starts; the old contract counts until then.
        await tx.query(`UPDATE agent_contracts SET status = 'T', ended_at = $2 WHERE id = $1 AND status = 'V'`, [
          row.replaces_id,
          effectiveFrom,
        ]);
      }
    } else {
      await tx.query('UPDATE agent_contracts SET status = $2, ended_at = $3 WHERE id = $1', [row.id, to, now]);
    }
    await tx.query(
      `INSERT INTO contract_events (contract_id, action, from_status, to_status, actor_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [row.id, action, row.status, to, customer.id, now],
    );
    return {
      contractId: row.id,
      kind,
      status: to as 'V' | 'R' | 'T',
      effectiveFrom: to === 'V' ? effectiveFrom : null,
    };
  });
}

/** How many contract requests wait for the player's answer (P or E): the public state's `contract` flag. */
export async function pendingContractCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM agent_contracts WHERE customer_id = $1 AND status IN ('P', 'E')`,
    [customerId],
  );
  return row?.n ?? 0;
}
