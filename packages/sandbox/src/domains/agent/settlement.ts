import type { Db } from '../../core/db';
import { centresLimits } from '../shared/centres.constants';
import { moveMoney, roundMoney, type WalletTxType, walletTxTypes } from '../shared/ledger';
import { closedPeriods, type Period } from '../shared/periods';
import { teamIds } from '../shared/team';
import type { ContractRow, DailyTier, DividendTerms, HourlyTier, RealtimeTier } from './contracts.service';
import { settlementPeriod } from './contracts.service';

/**
 * Contract settlement, run lazily before the pages that show its results (salary and dividend records, income):
 * every period that closed since the contract took effect is computed from the team's bets and paid into the main
 * wallet once (unique per contract and period, or per bet for real-time salary). A moved sandbox clock settles the
 * periods it skipped.
 */
interface TeamBet {
  id: number;
  customer_id: number;
  product_type: string;
  amount: number;
  win: number;
  created_at: number;
}

const payTypes: Record<ContractRow['kind'], WalletTxType> = {
  dividend: walletTxTypes.dividend,
  daily: walletTxTypes.dailySalary,
  hourly: walletTxTypes.hourlySalary,
  realtime: walletTxTypes.realtimeSalary,
};

interface Outcome {
  teamBet: number;
  netLoss: number;
  activeMembers: number;
  rate: number;
  rateType: string;
  amount: number;
}

function inPeriod(bets: TeamBet[], period: Period) {
  return bets.filter((b) => b.created_at >= period.start && b.created_at < period.end);
}

/** The highest tier the period reaches, or null. Tiers are met on both the volume and the active members. */
function bestTier<T extends { activeMember: number; rate: number; rateType: string }>(
  tiers: readonly T[],
  volumeOf: (tier: T) => number,
  volume: number,
  active: number,
): T | null {
  const met = tiers.filter((tier) => volume >= volumeOf(tier) && active >= tier.activeMember);
  return met.sort((a, b) => volumeOf(b) - volumeOf(a) || b.activeMember - a.activeMember)[0] ?? null;
}

function salaryOutcome(row: ContractRow, bets: TeamBet[]): Outcome {
  const teamBet = roundMoney(bets.reduce((sum, b) => sum + b.amount, 0));
  const netLoss = roundMoney(bets.reduce((sum, b) => sum + b.amount - b.win, 0));
  const activeMembers = new Set(bets.map((b) => b.customer_id)).size;
  const tiers = (row.terms as { tiers: (DailyTier | HourlyTier)[] }).tiers;
  const tier =
    row.kind === 'daily'
      ? bestTier(tiers as DailyTier[], (t) => t.betVolume, teamBet, activeMembers)
      : bestTier(tiers as HourlyTier[], (t) => t.minimumBet, teamBet, activeMembers);
  if (!tier) return { teamBet, netLoss, activeMembers, rate: 0, rateType: 'P', amount: 0 };
  const amount = tier.rateType === 'P' ? teamBet * tier.rate : tier.rate;
  return { teamBet, netLoss, activeMembers, rate: tier.rate, rateType: tier.rateType, amount: roundMoney(amount) };
}

function dividendOutcome(terms: DividendTerms, bets: TeamBet[]): Outcome {
  const teamBet = roundMoney(bets.reduce((sum, b) => sum + b.amount, 0));
  const netLoss = roundMoney(bets.reduce((sum, b) => sum + b.amount - b.win, 0));
  const byMember = new Map<number, number>();
  for (const bet of bets) byMember.set(bet.customer_id, (byMember.get(bet.customer_id) ?? 0) + bet.amount);
  const activeMembers = [...byMember.values()].filter((total) => total >= terms.minimumBet).length;
  const qualifies =
    teamBet >= terms.periodicTotalBetRequired &&
    activeMembers >= terms.activeMember &&
    netLoss > 0 &&
    netLoss >= terms.netLoss;
  return {
    teamBet,
    netLoss,
    activeMembers,
    rate: terms.contractRate,
    rateType: 'P',
    amount: qualifies ? roundMoney(netLoss * terms.contractRate) : 0,
  };
}

async function record(
  db: Db,
  row: ContractRow,
  period: Period,
  betId: number | null,
  outcome: Outcome,
  now: number,
): Promise<void> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO salary_records (contract_id, customer_id, kind, product_type, period_start, period_end, bet_id,
       team_bet, net_loss, active_members, rate, rate_type, amount, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      row.id,
      row.customer_id,
      row.kind,
      row.product_type,
      period.start,
      period.end,
      betId,
      outcome.teamBet,
      outcome.netLoss,
      outcome.activeMembers,
      outcome.rate,
      outcome.rateType,
      outcome.amount,
      outcome.amount > 0 ? 'PAID' : 'NOT_QUALIFIED',
      now,
    ],
  );
  if (inserted && outcome.amount > 0) {
    await moveMoney(db, {
      customerId: row.customer_id,
      amount: outcome.amount,
      txType: payTypes[row.kind],
      remark: `${row.kind} contract #${row.id}`,
      reference: `salary:${inserted.id}`,
      now,
    });
  }
}

async function teamBets(db: Db, ids: number[], from: number, until: number, productType: string | null, afterId = 0) {
  return db.query<TeamBet>(
    `SELECT id, customer_id, product_type, amount, win, created_at FROM bets
     WHERE customer_id = ANY($1::int[]) AND created_at >= $2 AND created_at < $3 AND id > $4
       AND ($5::text IS NULL OR product_type = $5) ORDER BY id`,
    [ids, from, until, afterId, productType],
  );
}

async function settleOne(db: Db, row: ContractRow, now: number): Promise<void> {
  if (row.effective_from === null) return;
  const until = Math.min(now, row.ended_at ?? Number.POSITIVE_INFINITY);
  const team = await teamIds(db, row.customer_id);
  if (row.kind === 'realtime') {
    const bets = await teamBets(db, team, row.effective_from, until + 1, null, row.settled_bet_id);
    const tiers = (row.terms as { tiers: RealtimeTier[] }).tiers;
    for (const bet of bets) {
      const tier = [...tiers].sort((a, b) => b.betAmount - a.betAmount).find((t) => bet.amount >= t.betAmount);
      if (!tier) continue;
      const won = bet.win > bet.amount;
      const rate = won ? tier.winRate : tier.lossRate;
      await record(
        db,
        row,
        { start: bet.created_at, end: bet.created_at },
        bet.id,
        {
          teamBet: bet.amount,
          netLoss: bet.amount - bet.win,
          activeMembers: 1,
          rate,
          rateType: 'P',
          amount: roundMoney(bet.amount * rate),
        },
        bet.created_at,
      );
    }
    const last = bets.at(-1)?.id ?? row.settled_bet_id;
    await db.query('UPDATE agent_contracts SET settled_bet_id = $2 WHERE id = $1', [row.id, last]);
    return;
  }
  const kind = settlementPeriod(row);
  if (!kind) return;
  const from = row.settled_until ?? row.effective_from;
  const periods = closedPeriods(kind, from, until, centresLimits.settlementCatchUpPeriods);
  if (periods.length === 0) return;
  const first = periods[0]!;
  const last = periods.at(-1)!;
  const productFilter = row.kind === 'daily' ? null : row.product_type;
  const bets = await teamBets(db, team, first.start, last.end, productFilter);
  for (const period of periods) {
    const within = inPeriod(bets, period);
    const outcome =
      row.kind === 'dividend' ? dividendOutcome(row.terms as DividendTerms, within) : salaryOutcome(row, within);
    await record(db, row, period, null, outcome, period.end);
  }
  await db.query('UPDATE agent_contracts SET settled_until = $2 WHERE id = $1', [row.id, last.end]);
}

/** Settles every contract ever accepted by these customers, each in its own transaction. */
export async function settleContracts(db: Db, customerIds: readonly number[], now: number): Promise<void> {
  const rows = await db.query<ContractRow>(
    `SELECT * FROM agent_contracts WHERE customer_id = ANY($1::int[]) AND accepted_at IS NOT NULL
       AND status IN ('V', 'T') AND effective_from <= $2 ORDER BY id`,
    [customerIds, now],
  );
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const [locked] = await tx.query<ContractRow>('SELECT * FROM agent_contracts WHERE id = $1 FOR UPDATE', [row.id]);
      if (locked) await settleOne(tx, locked, now);
    });
  }
}
