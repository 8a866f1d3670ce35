import { z } from 'zod';
import { agentTransfer, profitLossRow, redEnvelope, referralLink, teamMember, teamOverview } from './agent.schemas';
import * as centres from './centres-common';
import { epochMs, money, ok, pageOf, passwordProof } from './common';
import { endpoint } from './define';

/**
 * The agent centre (points-centres-lottery.md §2; default page agentTeamOverview). Every figure is computed from the
 * team's rows: the team is the agent and everyone below them (every depth of `parent_id`). Only agents (isAgent 1,
 * 2, 41, 42) may call these; others get `agent.role.required`. Shapes are designed here (the spec shows none).
 */

const teamErrors = ['agent.role.required', 'date.range.invalid'] as const;

const salaryPage = (summary: string, path: `/${string}`, description: string) =>
  endpoint({
    method: 'GET',
    path,
    summary,
    description:
      `${description} Settles every period closed since the last visit first. scope SELF: what the agent earned; ` +
      'TEAM: what the agents of their downline earned (username narrows to one of them). Newest first, size 10.',
    input: centres.recordsInput({
      scope: z.enum(['SELF', 'TEAM']).default('SELF'),
      username: z.string().max(64).optional(),
    }),
    output: centres.salaryRecords,
    access: 'member',
    errors: [...teamErrors, 'downline.not.found'],
  });

export const agent = {
  teamOverview: endpoint({
    method: 'GET',
    path: '/wps/agent/team/overview',
    summary: 'agentTeamOverview: team size, new, active and first-deposit members, deposits, bets and results',
    input: z.object(centres.rangeInput),
    output: teamOverview,
    access: 'member',
    errors: [...teamErrors],
  }),
  registerDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/register',
    summary: 'registerCenter: open a member or agent account directly under the caller',
    description:
      'Encrypted (it carries a password). Username 4 to 16 letters and digits, password 6 to 20 characters; ' +
      'field failures answer `field.invalid` with `{ field, key }`.',
    input: z.object({
      username: z.string().max(64),
      password: z.string().max(128),
      accountType: z.enum(['MEMBER', 'AGENT']).default('MEMBER'),
      nickname: z.string().max(64).optional(),
    }),
    output: z.object({
      id: z.number().int(),
      account: z.string(),
      isAgent: z.number().int(),
      parentAccount: z.string(),
    }),
    access: 'member',
    encrypted: true,
    errors: ['agent.role.required', 'field.invalid', 'register.username.taken'],
  }),
  referralLinks: endpoint({
    method: 'GET',
    path: '/wps/agent/referral-links',
    summary: "registerCenter: the agent's referral links with their registrations",
    input: z.object({}),
    output: z.array(referralLink),
    access: 'member',
    errors: ['agent.role.required'],
  }),
  createReferralLink: endpoint({
    method: 'POST',
    path: '/wps/agent/referral-links',
    summary: 'registerCenter: create a referral link that registers members or agents under the caller',
    input: z.object({ accountType: z.enum(['MEMBER', 'AGENT']), remark: z.string().max(100).default('') }),
    output: referralLink,
    access: 'member',
    errors: ['agent.role.required'],
  }),
  deleteReferralLink: endpoint({
    method: 'POST',
    path: '/wps/agent/referral-links/delete',
    summary: 'registerCenter: retire a referral link (registrations already made stay)',
    input: z.object({ id: centres.idInput }),
    output: ok,
    access: 'member',
    errors: ['agent.role.required', 'not.found'],
  }),
  teamMembers: endpoint({
    method: 'GET',
    path: '/wps/agent/team/members',
    summary: 'Team management: the downline, direct or all levels, searchable by account',
    description:
      'scope DIRECT lists the direct downline of `parentAccount` (default: the caller; it must be in the team); ALL ' +
      'lists every level. `username` filters by a part of the account. Size 10.',
    input: z.object({
      ...centres.pageInput(10),
      scope: z.enum(['DIRECT', 'ALL']).default('DIRECT'),
      parentAccount: z.string().max(64).optional(),
      username: z.string().max(64).optional(),
    }),
    output: pageOf(teamMember),
    access: 'member',
    errors: [...teamErrors, 'downline.not.found'],
  }),
  teamBets: endpoint({
    method: 'GET',
    path: '/wps/agent/team/bets',
    summary: "Team betting: the team's bets by account and product, with totals of the whole range",
    input: centres.recordsInput({
      username: z.string().max(64).optional(),
      productType: centres.optionalFilter(centres.betProductType),
    }),
    output: centres.recordsOf(centres.betRecord, { totals: centres.betTotals }),
    access: 'member',
    errors: [...teamErrors, 'downline.not.found'],
  }),
  profitLoss: endpoint({
    method: 'GET',
    path: '/wps/agent/team/profit-loss',
    summary: 'palStatementsAgentCopy (user loss): results by direct downline, each with its whole team',
    description:
      'The first row is the agent alone (level 0); then one row per direct downline with their team. `username` ' +
      'drills into an agent of the team. `totals` adds every row.',
    input: centres.recordsInput({ username: z.string().max(64).optional() }),
    output: centres.recordsOf(profitLossRow, { totals: profitLossRow }),
    access: 'member',
    errors: [...teamErrors, 'downline.not.found'],
  }),
  income: endpoint({
    method: 'GET',
    path: '/wps/agent/income',
    summary: 'My income: dividend, salaries, rebate, rewards and red envelopes received, by source and by day',
    input: z.object(centres.rangeInput),
    output: z.object({
      ...centres.answeredRange.shape,
      total: money,
      bySource: z.array(z.object({ txType: z.string(), amount: money, count: z.number().int() })),
      byDay: z.array(z.object({ date: epochMs, amount: money })),
    }),
    access: 'member',
    errors: [...teamErrors],
  }),
  accountHistory: endpoint({
    method: 'GET',
    path: '/wps/agent/account-history',
    summary: "personalHistoryCopy (account details): the agent's wallet ledger, or a downline's",
    input: centres.recordsInput({
      txType: centres.optionalFilter(z.string().max(40)),
      username: z.string().max(64).optional(),
    }),
    output: centres.recordsOf(centres.ledgerLine, { account: z.string() }),
    access: 'member',
    errors: [...teamErrors, 'downline.not.found'],
  }),
  redEnvelopes: endpoint({
    method: 'GET',
    path: '/wps/agent/red-envelopes',
    summary: 'agentRedRain: red envelopes the agent sent, with what was opened',
    input: z.object(centres.pageInput(10)),
    output: pageOf(redEnvelope),
    access: 'member',
    errors: ['agent.role.required'],
  }),
  sendRedEnvelope: endpoint({
    method: 'POST',
    path: '/wps/agent/red-envelopes',
    summary: 'agentRedRain: send a red envelope of random shares to the downline, paid from the main wallet',
    description:
      'Encrypted (payment password). The total is split into `count` random shares of at least 0.01 when sent; ' +
      'members open them from the member centre for 24 hours, then the rest goes back to the agent.',
    input: z.object({
      totalAmount: centres.amountInput,
      count: z.number().int().min(1).max(500),
      scope: z.enum(['DIRECT', 'TEAM']).default('DIRECT'),
      message: z.string().max(100).default(''),
      paymentPassword: z.string().max(128).default(''),
      ...passwordProof,
    }),
    output: redEnvelope,
    access: 'member',
    encrypted: true,
    errors: ['agent.role.required', ...centres.paymentPasswordErrors, 'field.invalid'],
  }),
  dividendRecords: salaryPage(
    'agentDividendRecordCopy2: dividend settlements',
    '/wps/agent/dividends',
    'One line per contract and computation period.',
  ),
  dailySalaryRecords: salaryPage(
    'agentDailyWages2: daily salary settlements',
    '/wps/agent/daily-salary',
    'One line per contract and business day (days start at 00:00 UTC+8).',
  ),
  hourlySalaryRecords: salaryPage(
    'agentHourSalary: hourly salary settlements',
    '/wps/agent/hourly-salary',
    'One line per contract and hour.',
  ),
  realtimeSalaryRecords: salaryPage(
    'agentRealtimeSalary: real-time salary, one line per team bet',
    '/wps/agent/realtime-salary',
    'One line per bet of the team at the tier the bet reached (lossRate for a lost bet, winRate for a won one).',
  ),
  transfer: endpoint({
    method: 'POST',
    path: '/wps/agent/transfer',
    summary: 'Agent transfer to or from downline accounts (pushes AGENT_TRANSFER_* to both sides)',
    description:
      'Encrypted (payment password). TO_DOWNLINE moves `amount` from the agent to each account; FROM_DOWNLINE ' +
      'takes it from each account back to the agent. More than one account needs the flag AGENTRANSMULTDOWN3. All ' +
      'moves happen in one transaction: one failure and nothing moves.',
    input: z.object({
      direction: z.enum(['TO_DOWNLINE', 'FROM_DOWNLINE']),
      usernames: z.array(z.string().max(64)).min(1).max(20),
      amount: centres.amountInput,
      remarks: z.string().max(100).optional(),
      paymentPassword: z.string().max(128).default(''),
      ...passwordProof,
    }),
    output: z.object({ transfers: z.array(agentTransfer), balance: money }),
    access: 'member',
    encrypted: true,
    errors: [
      'agent.role.required',
      'downline.not.found',
      ...centres.paymentPasswordErrors,
      'feature.disabled',
      'field.invalid',
    ],
  }),
  transfers: endpoint({
    method: 'GET',
    path: '/wps/agent/transfers',
    summary: 'Agent transfer records, both directions',
    input: centres.recordsInput({
      direction: centres.optionalFilter(z.enum(['AGENT_TO_DOWNLINE', 'DOWNLINE_TO_AGENT'])),
    }),
    output: pageOf(agentTransfer),
    access: 'member',
    errors: [...teamErrors],
  }),
} as const;

export { agentTransfer, profitLossRow, redEnvelope, referralLink, teamMember, teamOverview };
