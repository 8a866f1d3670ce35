import type { Db } from '../../core/db';
import { roundMoney } from './ledger';
import { pageOfRows, pageWindow, rowsPage, type TimeRange } from './paging';

/** Wallet ledger lines of one customer, newest first (account records, account details). */
export async function ledgerPage(
  db: Db,
  query: { customerId: number; range: TimeRange; txTypes?: readonly string[] | undefined; page: number; size: number },
) {
  const params: unknown[] = [query.customerId, query.range.start, query.range.end];
  const type = query.txTypes?.length ? `AND tx_type = ANY($${params.push(query.txTypes)}::text[])` : '';
  const where = `customer_id = $1 AND created_at BETWEEN $2 AND $3 ${type}`;
  const { rows, total } = await rowsPage<{
    id: number;
    created_at: number;
    tx_type: string;
    amount: number;
    balance_after: number;
    remark: string | null;
    reference: string | null;
  }>(db, 'wallet_transactions', { where, params }, query);
  const list = rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    txType: r.tx_type,
    amount: r.amount,
    balanceAfter: r.balance_after,
    remark: r.remark,
    reference: r.reference,
  }));
  return pageOfRows(list, total, query.page, query.size);
}

/** Bets of some customers, newest first, with the totals of the whole filtered range. */
export async function betPage(
  db: Db,
  query: {
    customerIds: readonly number[];
    range: TimeRange;
    productType?: string | undefined;
    page: number;
    size: number;
  },
) {
  const params: unknown[] = [query.customerIds, query.range.start, query.range.end];
  const product = query.productType ? `AND b.product_type = $${params.push(query.productType)}` : '';
  const where = `b.customer_id = ANY($1::int[]) AND b.created_at BETWEEN $2 AND $3 ${product}`;
  const [totals] = await db.query<{ bet: number | null; win: number | null; n: number }>(
    `SELECT sum(amount) AS bet, sum(win) AS win, count(*)::int AS n FROM bets b WHERE ${where}`,
    params,
  );
  const { limit, offset } = pageWindow(query.page, query.size);
  const rows = await db.query<{
    id: number;
    username: string;
    game_id: string;
    vendor: string;
    product_type: string;
    round_id: string;
    amount: number;
    win: number;
    created_at: number;
  }>(
    `SELECT b.*, c.username FROM bets b JOIN customers c ON c.id = b.customer_id WHERE ${where}
     ORDER BY b.created_at DESC, b.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const list = rows.map((b) => ({
    id: b.id,
    account: b.username,
    gameId: b.game_id,
    vendor: b.vendor,
    productType: b.product_type,
    roundId: b.round_id,
    betAmount: b.amount,
    winAmount: b.win,
    profitLoss: roundMoney(b.win - b.amount),
    createdAt: b.created_at,
  }));
  const bet = roundMoney(totals?.bet ?? 0);
  const win = roundMoney(totals?.win ?? 0);
  return {
    ...pageOfRows(list, totals?.n ?? 0, query.page, query.size),
    totals: { betAmount: bet, validBet: bet, winAmount: win, profitLoss: roundMoney(win - bet), count: totals?.n ?? 0 },
  };
}
