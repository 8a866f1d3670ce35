import type { MemberContext } from '../../core/context';
import { implement } from '../../core/handlers';
import { isAgentRole, requireAgent } from '../shared/guards';
import { incomeTxTypes, roundMoney } from '../shared/ledger';
import { resolveRange, slicePage, type TimeRange } from '../shared/paging';
import { periodOf } from '../shared/periods';
import { betPage, ledgerPage } from '../shared/records';
import { findInDownline } from '../shared/team';
import { settleContracts } from './settlement';
import { addFigures, betTotalsOf, emptyFigures, figuresByCustomer, subtreeIds, teamRows } from './team.queries';

const rangeOf = (input: { startDate?: number | undefined; endDate?: number | undefined }, ctx: MemberContext) =>
  resolveRange({ start: input.startDate, end: input.endDate }, ctx.now());
const answered = (range: TimeRange) => ({ startDate: range.start, endDate: range.end });

/** The customer a page is about: the caller, or a member of their downline by account. */
async function subject(ctx: MemberContext, username: string | undefined) {
  return username ? findInDownline(ctx.db, ctx.customer, username) : ctx.customer;
}

export const teamHandlers = implement('agent', {
  async teamOverview(input, ctx) {
    requireAgent(ctx.customer);
    const range = rangeOf(input, ctx);
    const team = await teamRows(ctx.db, ctx.customer.id);
    const ids = team.map((m) => m.id);
    const figures = await figuresByCustomer(ctx.db, [ctx.customer.id, ...ids], range);
    const total = [...figures.values()].reduce(addFigures, emptyFigures());
    const [firsts] = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT customer_id, min(decided_at) AS first FROM fund_requests
         WHERE customer_id = ANY($1::int[]) AND kind = 'DEPOSIT' AND status = 'APPROVED' GROUP BY customer_id
       ) f WHERE f.first BETWEEN $2 AND $3`,
      [ids, range.start, range.end],
    );
    return {
      ...answered(range),
      teamSize: team.length,
      directMembers: team.filter((m) => m.depth === 1).length,
      agents: team.filter((m) => isAgentRole(m)).length,
      newMembers: team.filter((m) => m.created_at >= range.start && m.created_at <= range.end).length,
      activeMembers: ids.filter((id) => (figures.get(id)?.count ?? 0) > 0).length,
      firstDeposits: firsts?.n ?? 0,
      depositAmount: roundMoney(total.deposit),
      withdrawAmount: roundMoney(total.withdraw),
      bets: betTotalsOf(total),
      teamBalance: roundMoney(team.reduce((sum, m) => sum + m.balance, 0)),
    };
  },

  async teamMembers(input, ctx) {
    requireAgent(ctx.customer);
    const parent = input.parentAccount ? await findInDownline(ctx.db, ctx.customer, input.parentAccount) : ctx.customer;
    const team = await teamRows(ctx.db, ctx.customer.id);
    const names = new Map([[ctx.customer.id, ctx.customer.username], ...team.map((m) => [m.id, m.username] as const)]);
    const scoped =
      input.scope === 'DIRECT'
        ? team.filter((m) => m.parent_id === parent.id)
        : team.filter((m) => parent.id === ctx.customer.id || subtreeIds(parent.id, team).includes(m.id));
    const search = input.username?.trim().toLowerCase();
    const found = search ? scoped.filter((m) => m.username.toLowerCase().includes(search)) : scoped;
    const list = found.map((m) => {
      const subtree = subtreeIds(m.id, team);
      return {
        id: m.id,
        account: m.username,
        nickname: m.nickname ?? m.username,
        isAgent: m.is_agent,
        memberType: m.member_type,
        level: m.depth,
        parentAccount: names.get(m.parent_id) ?? '',
        directCount: team.filter((t) => t.parent_id === m.id).length,
        teamSize: subtree.length - 1,
        balance: m.balance,
        registeredAt: m.created_at,
        lastLoginAt: m.last_login_at,
        status: m.status,
      };
    });
    return slicePage(list, input.page, input.size);
  },

  async teamBets(input, ctx) {
    requireAgent(ctx.customer);
    const range = rangeOf(input, ctx);
    const customerIds = input.username
      ? [(await findInDownline(ctx.db, ctx.customer, input.username)).id]
      : [ctx.customer.id, ...(await teamRows(ctx.db, ctx.customer.id)).map((m) => m.id)];
    const page = await betPage(ctx.db, {
      customerIds,
      range,
      productType: input.productType,
      page: input.page,
      size: input.size,
    });
    return { ...page, ...answered(range) };
  },

  async profitLoss(input, ctx) {
    requireAgent(ctx.customer);
    const range = rangeOf(input, ctx);
    const root = await subject(ctx, input.username);
    const team = await teamRows(ctx.db, root.id);
    const figures = await figuresByCustomer(ctx.db, [root.id, ...team.map((m) => m.id)], range);
    const row = (account: string, level: number, isAgent: number, ids: number[]) => {
      const sum = ids.reduce((acc, id) => addFigures(acc, figures.get(id) ?? emptyFigures()), emptyFigures());
      const bets = betTotalsOf(sum);
      return {
        account,
        level,
        isAgent,
        teamSize: ids.length,
        betAmount: bets.betAmount,
        winAmount: bets.winAmount,
        profitLoss: bets.profitLoss,
        bonus: roundMoney(sum.bonus),
        deposit: roundMoney(sum.deposit),
        withdraw: roundMoney(sum.withdraw),
      };
    };
    const rows = [
      row(root.username, 0, root.is_agent, [root.id]),
      ...team.filter((m) => m.depth === 1).map((m) => row(m.username, 1, m.is_agent, subtreeIds(m.id, team))),
    ];
    const totals = row(root.username, 0, root.is_agent, [root.id, ...team.map((m) => m.id)]);
    return { ...slicePage(rows, input.page, input.size), totals, ...answered(range) };
  },

  async income(input, ctx) {
    requireAgent(ctx.customer);
    const range = rangeOf(input, ctx);
    await settleContracts(ctx.db, [ctx.customer.id], ctx.now());
    const lines = await ctx.db.query<{ tx_type: string; amount: number; created_at: number }>(
      `SELECT tx_type, amount, created_at FROM wallet_transactions
       WHERE customer_id = $1 AND created_at BETWEEN $2 AND $3 AND tx_type = ANY($4::text[]) ORDER BY created_at`,
      [ctx.customer.id, range.start, range.end, incomeTxTypes],
    );
    const bySource = new Map<string, { amount: number; count: number }>();
    const byDay = new Map<number, number>();
    for (const line of lines) {
      const source = bySource.get(line.tx_type) ?? { amount: 0, count: 0 };
      source.amount += line.amount;
      source.count += 1;
      bySource.set(line.tx_type, source);
      const day = periodOf('DAY', line.created_at).start;
      byDay.set(day, (byDay.get(day) ?? 0) + line.amount);
    }
    return {
      ...answered(range),
      total: roundMoney(lines.reduce((sum, l) => sum + l.amount, 0)),
      bySource: [...bySource.entries()].map(([txType, s]) => ({
        txType,
        amount: roundMoney(s.amount),
        count: s.count,
      })),
      byDay: [...byDay.entries()].map(([date, amount]) => ({ date, amount: roundMoney(amount) })),
    };
  },

  async accountHistory(input, ctx) {
    requireAgent(ctx.customer);
    const range = rangeOf(input, ctx);
    const owner = await subject(ctx, input.username);
    const txTypes = input.txType ? [input.txType] : undefined;
    const page = await ledgerPage(ctx.db, { customerId: owner.id, range, txTypes, page: input.page, size: input.size });
    return { ...page, account: owner.username, ...answered(range) };
  },
});
