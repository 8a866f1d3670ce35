import type { Migration } from '../../core/migrate';

/**
 * Agent contracts of the four kinds, their action history, and what their settlement paid. Final statuses: R
 * rejected, T terminated (see contracts.rules.ts).
 */
export const contractsMigrations: readonly Migration[] = [
  {
    id: '520_contracts',
    sql: `
CREATE TABLE agent_contracts (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  customer_id integer NOT NULL REFERENCES customers(id),
  offered_by integer REFERENCES customers(id),
  status text NOT NULL CHECK (status IN ('P', 'E', 'V', 'R', 'T')),
  product_type text,
  computation_period text,
  -- The kind's own fields: dividend thresholds and rate, or the tiers of a salary contract.
  terms jsonb NOT NULL,
  -- An E offer that revises a contract in force names it; accepting the offer ends the old one.
  replaces_id integer REFERENCES agent_contracts(id),
  created_at bigint NOT NULL,
  accepted_at bigint,
  effective_from bigint,
  ended_at bigint,
  -- Settlement watermarks: the end of the last settled period, the last bet paid in real time.
  settled_until bigint,
  settled_bet_id bigint NOT NULL DEFAULT 0
);
CREATE INDEX agent_contracts_customer ON agent_contracts (customer_id, kind, status);

CREATE TABLE contract_events (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES agent_contracts(id),
  action text NOT NULL,
  from_status text NOT NULL,
  to_status text NOT NULL,
  actor_id integer REFERENCES customers(id),
  created_at bigint NOT NULL
);

CREATE TABLE salary_records (
  id bigserial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES agent_contracts(id),
  customer_id integer NOT NULL REFERENCES customers(id),
  kind text NOT NULL,
  product_type text,
  period_start bigint NOT NULL,
  period_end bigint NOT NULL,
  -- Real-time salary pays per bet.
  bet_id bigint,
  team_bet numeric(18, 2) NOT NULL,
  net_loss numeric(18, 2) NOT NULL DEFAULT 0,
  active_members integer NOT NULL DEFAULT 0,
  rate numeric(12, 6) NOT NULL DEFAULT 0,
  rate_type text NOT NULL DEFAULT 'P',
  amount numeric(18, 2) NOT NULL,
  -- PAID, or NOT_QUALIFIED when no tier was reached.
  status text NOT NULL,
  created_at bigint NOT NULL
);
CREATE UNIQUE INDEX salary_records_period ON salary_records (contract_id, period_start) WHERE bet_id IS NULL;
CREATE UNIQUE INDEX salary_records_bet ON salary_records (contract_id, bet_id) WHERE bet_id IS NOT NULL;
CREATE INDEX salary_records_customer ON salary_records (customer_id, kind, period_start);
`,
  },
];
