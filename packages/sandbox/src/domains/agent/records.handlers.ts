import type { MemberContext } from '../../core/context';
import { implement } from '../../core/handlers';
import { requireAgent } from '../shared/guards';
import { resolveRange } from '../shared/paging';
import { findInDownline } from '../shared/team';
import type { ContractKind } from './contracts.rules';
import { salaryRecordsPage } from './salary.records';
import { teamRows } from './team.queries';

interface SalaryQuery {
  startDate?: number | undefined;
  endDate?: number | undefined;
  page: number;
  size: number;
  scope: 'SELF' | 'TEAM';
  username?: string | undefined;
}

/** SELF: the caller's own settlements; TEAM: the downline's (or one downline account's). */
async function salaryPage(kind: ContractKind, input: SalaryQuery, ctx: MemberContext) {
  requireAgent(ctx.customer);
  const range = resolveRange({ start: input.startDate, end: input.endDate }, ctx.now());
  let holders: number[];
  if (input.scope === 'SELF') holders = [ctx.customer.id];
  else if (input.username) holders = [(await findInDownline(ctx.db, ctx.customer, input.username)).id];
  else holders = (await teamRows(ctx.db, ctx.customer.id)).map((m) => m.id);
  return salaryRecordsPage(ctx.db, { kind, holders, range, page: input.page, size: input.size, now: ctx.now() });
}

export const recordsHandlers = implement('agent', {
  dividendRecords: (input, ctx) => salaryPage('dividend', input, ctx),
  dailySalaryRecords: (input, ctx) => salaryPage('daily', input, ctx),
  hourlySalaryRecords: (input, ctx) => salaryPage('hourly', input, ctx),
  realtimeSalaryRecords: (input, ctx) => salaryPage('realtime', input, ctx),
});
