import type { Db } from '../../core/db';
import { roundMoney } from '../shared/ledger';
import { pageOfRows, pageWindow, type TimeRange } from '../shared/paging';
import type { ContractKind } from './contracts.rules';
import { settleContracts } from './settlement';

interface SalaryRow {
  id: number;
  contract_id: number;
  username: string;
  kind: ContractKind;
  product_type: string | null;
  period_start: number;
  period_end: number;
  bet_id: number | null;
  team_bet: number;
  net_loss: number;
  active_members: number;
  rate_type: string;
  rate: number;
  amount: number;
  status: 'PAID' | 'NOT_QUALIFIED';
}

/**
 * Settlement lines of a kind for some contract holders, by period start within the range, newest first. Settles
 * the holders' contracts first, so the page shows every period that has closed.
 */
export async function salaryRecordsPage(
  db: Db,
  query: { kind: ContractKind; holders: number[]; range: TimeRange; page: number; size: number; now: number },
) {
  await settleContracts(db, query.holders, query.now);
  const params = [query.holders, query.kind, query.range.start, query.range.end];
  const where = 's.customer_id = ANY($1::int[]) AND s.kind = $2 AND s.period_start BETWEEN $3 AND $4';
  const [totals] = await db.query<{ n: number; amount: number | null; paid: number }>(
    `SELECT count(*)::int AS n, sum(amount) AS amount, count(*) FILTER (WHERE status = 'PAID')::int AS paid
     FROM salary_records s WHERE ${where}`,
    params,
  );
  const { limit, offset } = pageWindow(query.page, query.size);
  const rows = await db.query<SalaryRow>(
    `SELECT s.*, c.username FROM salary_records s JOIN customers c ON c.id = s.customer_id WHERE ${where}
     ORDER BY s.period_start DESC, s.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const list = rows.map((r) => ({
    id: r.id,
    contractId: r.contract_id,
    account: r.username,
    kind: r.kind,
    productType: r.product_type,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    betId: r.bet_id,
    teamBet: r.team_bet,
    netLoss: r.net_loss,
    activeMembers: r.active_members,
    rateType: r.rate_type,
    rate: r.rate,
    amount: r.amount,
    status: r.status,
  }));
  return {
    ...pageOfRows(list, totals?.n ?? 0, query.page, query.size),
    totals: { amount: roundMoney(totals?.amount ?? 0), paidCount: totals?.paid ?? 0 },
    startDate: query.range.start,
    endDate: query.range.end,
  };
}
