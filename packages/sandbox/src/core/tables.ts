import type { Generated, Selectable } from 'kysely';

// The tables typed SQL reads and writes (`sqlOf` in sql.ts), in camelCase: the CamelCasePlugin turns `agentId` into
// `agent_id` and back. The DDL stays in each domain's *.sql.ts; a table is listed here once a query of it is typed.

export interface CustomersTable {
  id: Generated<number>;
  merchantCode: string;
  username: string;
  parentId: number | null;
}

export interface RedEnvelopesTable {
  id: Generated<number>;
  agentId: number;
  totalAmount: number;
  count: number;
  scope: 'DIRECT' | 'TEAM';
  message: Generated<string>;
  createdAt: number;
  expiresAt: number;
  refundedAmount: Generated<number>;
  refundedAt: number | null;
}

export interface RedEnvelopeSharesTable {
  envelopeId: number;
  idx: number;
  amount: number;
  claimedBy: number | null;
  claimedAt: number | null;
}

export interface ReferralLinksTable {
  id: Generated<number>;
  merchantCode: string;
  customerId: number;
  code: string;
  accountType: 'MEMBER' | 'AGENT';
  /** AGENT_LINK: made in the register centre; INVITE: a member's personal invite code. */
  purpose: Generated<'AGENT_LINK' | 'INVITE'>;
  remark: Generated<string>;
  createdAt: number;
  deletedAt: number | null;
}

export interface ReferralRegistrationsTable {
  linkId: number;
  customerId: number;
  createdAt: number;
}

/** Responsible gaming: one row a limit (kind and period; SESSION limits have period SESSION, minutes in amount). */
export interface RgLimitsTable {
  customerId: number;
  kind: 'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION';
  period: 'DAY' | 'WEEK' | 'MONTH' | 'SESSION';
  /** In force; null for none. */
  amount: number | null;
  /** A raise or removal waiting until `pendingAt`: `pendingSet` tells a pending removal (null) from none. */
  pendingSet: Generated<boolean>;
  pendingAmount: number | null;
  pendingAt: number | null;
}

export interface RgSettingsTable {
  customerId: number;
  realityCheckMinutes: Generated<number>;
}

export interface RgExclusionsTable {
  id: Generated<number>;
  customerId: number;
  kind: 'TIME_OUT' | 'SELF_EXCLUSION';
  period: string;
  createdAt: number;
  until: number;
}

/** What responsible gaming reads of other domains' tables (stakes, wins, deposits, sessions). */
export interface BetsTable {
  customerId: number;
  amount: number;
  win: number;
  createdAt: number;
}

export interface LotteryBetsTable {
  customerId: number;
  amount: number;
  status: string;
  createdAt: number;
}

export interface FundRequestsTable {
  customerId: number;
  kind: string;
  amount: number;
  status: string;
  createdAt: number;
}

export interface Tables {
  bets: BetsTable;
  lotteryBets: LotteryBetsTable;
  fundRequests: FundRequestsTable;
  rgLimits: RgLimitsTable;
  rgSettings: RgSettingsTable;
  rgExclusions: RgExclusionsTable;
  customers: CustomersTable;
  redEnvelopes: RedEnvelopesTable;
  redEnvelopeShares: RedEnvelopeSharesTable;
  referralLinks: ReferralLinksTable;
  referralRegistrations: ReferralRegistrationsTable;
}

export type RedEnvelope = Selectable<RedEnvelopesTable>;
export type ReferralLink = Selectable<ReferralLinksTable>;
