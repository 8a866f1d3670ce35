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

export interface Tables {
  customers: CustomersTable;
  redEnvelopes: RedEnvelopesTable;
  redEnvelopeShares: RedEnvelopeSharesTable;
  referralLinks: ReferralLinksTable;
  referralRegistrations: ReferralRegistrationsTable;
}

export type RedEnvelope = Selectable<RedEnvelopesTable>;
export type ReferralLink = Selectable<ReferralLinksTable>;
