import type { Db } from '../../core/db';
import { incomeTxTypes, roundMoney } from '../shared/ledger';
import type { TimeRange } from '../shared/paging';

/** A team member with what the agent pages show of them. */
export interface TeamRow {
  id: number;
  username: string;
  nickname: string | null;
  is_agent: number;
  member_type: number;
  parent_id: number;
  depth: number;
  status: string;
  created_at: number;
  last_login_at: number | null;
  balance: number;
}

/** Everyone below `rootId`, with depth (1 = direct) and main-wallet balance. */
export async function teamRows(db: Db, rootId: number): Promise<TeamRow[]> {
  return db.query<TeamRow>(
    `WITH RECURSIVE team(id, depth) AS (
       SELECT id, 1 FROM customers WHERE parent_id = $1
       UNION ALL SELECT c.id, t.depth + 1 FROM customers c JOIN team t ON c.parent_id = t.id WHERE t.depth < 50
     )
     SELECT c.id, c.username, c.nickname, c.is_agent, c.member_type, c.parent_id, t.depth, c.status, c.created_at,
       c.last_login_at, coalesce(w.balance, 0) AS balance
     FROM team t JOIN customers c ON c.id = t.id LEFT JOIN wallets w ON w.customer_id = c.id AND w.is_main
     ORDER BY t.depth, c.id`,
    [rootId],
  );
}

export interface Figures {
  bet: number;
  win: number;
  count: number;
  bonus: number;
  deposit: number;
  withdraw: number;
}

export const emptyFigures = (): Figures => ({ bet: 0, win: 0, count: 0, bonus: 0, deposit: 0, withdraw: 0 });

export function addFigures(into: Figures, more: Figures): Figures {
  into.bet += more.bet;
  into.win += more.win;
  into.count += more.count;
  into.bonus += more.bonus;
  into.deposit += more.deposit;
  into.withdraw += more.withdraw;
  return into;
}

/** Bets, bonus income and approved deposits/withdrawals per customer within the range. */
export async function figuresByCustomer(db: Db, ids: readonly number[], range: TimeRange) {
  const figures = new Map<number, Figures>(ids.map((id) => [id, emptyFigures()]));
  const params = [ids, range.start, range.end];
  const bets = await db.query<{ customer_id: number; bet: number; win: number; n: number }>(
    `SELECT customer_id, sum(amount) AS bet, sum(win) AS win, count(*)::int AS n FROM bets
     WHERE customer_id = ANY($1::int[]) AND created_at BETWEEN $2 AND $3 GROUP BY customer_id`,
    params,
  );
  for (const row of bets) Object.assign(figures.get(row.customer_id)!, { bet: row.bet, win: row.win, count: row.n });
  const bonus = await db.query<{ customer_id: number; amount: number }>(
    `SELECT customer_id, sum(amount) AS amount FROM wallet_transactions
     WHERE customer_id = ANY($1::int[]) AND created_at BETWEEN $2 AND $3 AND tx_type = ANY($4::text[])
     GROUP BY customer_id`,
    [...params, incomeTxTypes],
  );
  for (const row of bonus) figures.get(row.customer_id)!.bonus = row.amount;
  const funds = await db.query<{ customer_id: number; kind: string; amount: number }>(
    `SELECT customer_id, kind, sum(amount) AS amount FROM fund_requests
     WHERE customer_id = ANY($1::int[]) AND status = 'APPROVED' AND decided_at BETWEEN $2 AND $3
     GROUP BY customer_id, kind`,
    params,
  );
  for (const row of funds) {
    const target = figures.get(row.customer_id)!;
    if (row.kind === 'DEPOSIT') target.deposit = row.amount;
    else target.withdraw = row.amount;
  }
  return figures;
}

export function betTotalsOf(figures: Figures) {
  const bet = roundMoney(figures.bet);
  const win = roundMoney(figures.win);
  return { betAmount: bet, validBet: bet, winAmount: win, profitLoss: roundMoney(win - bet), count: figures.count };
}

/** The ids of `root`'s subtree (root included) from a parent map. */
export function subtreeIds(rootId: number, rows: readonly Pick<TeamRow, 'id' | 'parent_id'>[]): number[] {
  const children = new Map<number, number[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id]);
  const ids: number[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    ids.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}
