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

export interface Tables {
  customers: CustomersTable;
  redEnvelopes: RedEnvelopesTable;
  redEnvelopeShares: RedEnvelopeSharesTable;
}

export type RedEnvelope = Selectable<RedEnvelopesTable>;
