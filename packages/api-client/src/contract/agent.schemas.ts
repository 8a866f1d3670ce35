import { z } from 'zod';
import { answeredRange, betTotals } from './centres-common';
import { epochMs, money } from './common';

/** Shapes of the agent centre's answers (the endpoints are in agent.ts). */

export const teamOverview = z.object({
  ...answeredRange.shape,
  /** Everyone below the agent. */
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  /** Team members who are agents themselves. */
  agents: z.number().int(),
  /** Registered within the range. */
  newMembers: z.number().int(),
  /** Placed at least one bet within the range. */
  activeMembers: z.number().int(),
  /** Made their first approved deposit within the range. */
  firstDeposits: z.number().int(),
  depositAmount: money,
  withdrawAmount: money,
  /** Bets of the team (the agent included) within the range. */
  bets: betTotals,
  /** Main-wallet balances of the team now (the agent excluded). */
  teamBalance: money,
});

export const teamMember = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  isAgent: z.number().int(),
  memberType: z.number().int(),
  /** 1 = direct downline of the caller. */
  level: z.number().int(),
  parentAccount: z.string(),
  directCount: z.number().int(),
  teamSize: z.number().int(),
  balance: money,
  registeredAt: epochMs,
  lastLoginAt: epochMs.nullable(),
  status: z.string(),
});

export const profitLossRow = z.object({
  account: z.string(),
  /** 0: the agent (or the drilled-into agent) alone; 1: a direct downline with their whole team. */
  level: z.number().int(),
  isAgent: z.number().int(),
  /** Members counted in the row. */
  teamSize: z.number().int(),
  betAmount: money,
  winAmount: money,
  /** Win minus bet: negative when the players lost. */
  profitLoss: money,
  /** Salary, dividend, rebate, rewards and red envelopes received. */
  bonus: money,
  deposit: money,
  withdraw: money,
});

export const referralLink = z.object({
  id: z.number().int(),
  code: z.string(),
  /** What an account registered through the link becomes. */
  accountType: z.enum(['MEMBER', 'AGENT']),
  /** `/register?affiliateCode=CODE` on the host the agent called from. */
  url: z.string(),
  remark: z.string(),
  registrations: z.number().int(),
  createdAt: epochMs,
});

export const redEnvelope = z.object({
  id: z.number().int(),
  totalAmount: money,
  count: z.number().int(),
  claimedCount: z.number().int(),
  claimedAmount: money,
  /** DIRECT: direct downline only; TEAM: the whole team. */
  scope: z.enum(['DIRECT', 'TEAM']),
  message: z.string(),
  createdAt: epochMs,
  expiresAt: epochMs,
  /** ACTIVE while shares remain; FINISHED when all were opened; EXPIRED: the rest went back to the agent. */
  status: z.enum(['ACTIVE', 'FINISHED', 'EXPIRED']),
  refundedAmount: money,
});

export const agentTransfer = z.object({
  transferId: z.number().int(),
  /** AGENT_TO_DOWNLINE or DOWNLINE_TO_AGENT, as the realtime message names it. */
  direction: z.enum(['AGENT_TO_DOWNLINE', 'DOWNLINE_TO_AGENT']),
  fromAccount: z.string(),
  toAccount: z.string(),
  amount: money,
  remarks: z.string().nullable(),
  createdAt: epochMs,
});
