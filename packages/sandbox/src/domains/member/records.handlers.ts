import type { MemberContext } from '../../core/context';
import { implement } from '../../core/handlers';
import { salaryRecordsPage } from '../agent/salary.records';
import { addFigures, emptyFigures, figuresByCustomer } from '../agent/team.queries';
import { maskAccount } from '../shared/guards';
import { incomeTxTypes, roundMoney } from '../shared/ledger';
import { pageOfRows, resolveRange, type TimeRange } from '../shared/paging';
import { type PeriodKind, periodOf } from '../shared/periods';
import { betPage, ledgerPage } from '../shared/records';

const rangeOf = (input: { startDate?: number | undefined; endDate?: number | undefined }, ctx: MemberContext) =>
  resolveRange({ start: input.startDate, end: input.endDate }, ctx.now());
const answered = (range: TimeRange) => ({ startDate: range.start, endDate: range.end });
const leaderboardPeriods: Record<'DAY' | 'WEEK' | 'MONTH', PeriodKind> = {
  DAY: 'DAY',
  WEEK: 'WEEKLY',
  MONTH: 'MONTHLY',
};

export const recordsHandlers = implement('member', {
  async bonusDetails(input, ctx) {
    const range = rangeOf(input, ctx);
    // A type outside the bonus types matches nothing (the page never lists deposits or bets).
    const txTypes = input.txType ? incomeTxTypes.filter((t) => t === input.txType) : incomeTxTypes;
    if (txTypes.length === 0)
      return { ...pageOfRows([], 0, input.page, input.size), totalAmount: 0, ...answered(range) };
    const page = await ledgerPage(ctx.db, {
      customerId: ctx.customer.id,
      range,
      txTypes,
      page: input.page,
      size: input.size,
    });
    const [sum] = await ctx.db.query<{ total: number | null }>(
      `SELECT sum(amount) AS total FROM wallet_transactions WHERE customer_id = $1 AND created_at BETWEEN $2 AND $3
         AND tx_type = ANY($4::text[])`,
      [ctx.customer.id, range.start, range.end, txTypes],
    );
    return { ...page, totalAmount: roundMoney(sum?.total ?? 0), ...answered(range) };
  },

  async bettingRecords(input, ctx) {
    const range = rangeOf(input, ctx);
    const page = await betPage(ctx.db, {
      customerIds: [ctx.customer.id],
      range,
      productType: input.productType,
      page: input.page,
      size: input.size,
    });
    return { ...page, ...answered(range) };
  },

  async accountRecords(input, ctx) {
    const range = rangeOf(input, ctx);
    const txTypes = input.txType ? [input.txType] : undefined;
    const page = await ledgerPage(ctx.db, {
      customerId: ctx.customer.id,
      range,
      txTypes,
      page: input.page,
      size: input.size,
    });
    return { ...page, ...answered(range) };
  },

  async personalLoss(input, ctx) {
    const range = rangeOf(input, ctx);
    const rows = await ctx.db.query<{ product_type: string; bet: number; win: number; n: number }>(
      `SELECT product_type, sum(amount) AS bet, sum(win) AS win, count(*)::int AS n FROM bets
       WHERE customer_id = $1 AND created_at BETWEEN $2 AND $3 GROUP BY product_type ORDER BY product_type`,
      [ctx.customer.id, range.start, range.end],
    );
    const byProduct = rows.map((r) => ({
      productType: r.product_type,
      betAmount: roundMoney(r.bet),
      validBet: roundMoney(r.bet),
      winAmount: roundMoney(r.win),
      profitLoss: roundMoney(r.win - r.bet),
      count: r.n,
    }));
    const figures = (await figuresByCustomer(ctx.db, [ctx.customer.id], range)).get(ctx.customer.id) ?? emptyFigures();
    const all = addFigures(emptyFigures(), figures);
    const profitLoss = roundMoney(all.win - all.bet);
    return {
      ...answered(range),
      byProduct,
      totals: {
        betAmount: roundMoney(all.bet),
        validBet: roundMoney(all.bet),
        winAmount: roundMoney(all.win),
        profitLoss,
        count: all.count,
      },
      bonus: roundMoney(all.bonus),
      deposit: roundMoney(all.deposit),
      withdraw: roundMoney(all.withdraw),
      net: roundMoney(profitLoss + all.bonus),
    };
  },

  async missionLeaderboard(input, ctx) {
    const period = periodOf(leaderboardPeriods[input.period], ctx.now());
    const ranked = await ctx.db.query<{ id: number; username: string; value: number; rank: number }>(
      `SELECT c.id, c.username, sum(b.amount) AS value, rank() OVER (ORDER BY sum(b.amount) DESC)::int AS rank
       FROM bets b JOIN customers c ON c.id = b.customer_id
       WHERE c.merchant_code = $1 AND c.is_agent <> 4 AND b.created_at >= $2 AND b.created_at < $3
       GROUP BY c.id, c.username ORDER BY value DESC, c.id`,
      [ctx.merchant.code, period.start, period.end],
    );
    const me = ranked.find((r) => r.id === ctx.customer.id);
    return {
      periodStart: period.start,
      periodEnd: period.end,
      list: ranked
        .slice(0, input.size)
        .map((r) => ({ rank: r.rank, account: maskAccount(r.username), value: roundMoney(r.value) })),
      me: { rank: me?.rank ?? null, value: roundMoney(me?.value ?? 0) },
    };
  },

  async dailySalary(input, ctx) {
    const range = rangeOf(input, ctx);
    return salaryRecordsPage(ctx.db, {
      kind: 'daily',
      holders: [ctx.customer.id],
      range,
      page: input.page,
      size: input.size,
      now: ctx.now(),
    });
  },
});
