import type { Migration } from '../../core/migrate';

/** Referral links, transfers between agents and their downline, red envelopes. */
export const agentMigrations: readonly Migration[] = [
  {
    id: '540_agent',
    sql: `
-- Links that register accounts under a customer: agents' register-centre links (MEMBER or AGENT accounts) and every
-- member's own invite code (member centre referral, account_type MEMBER).
CREATE TABLE referral_links (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  customer_id integer NOT NULL REFERENCES customers(id),
  code text NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('MEMBER', 'AGENT')),
  -- AGENT_LINK: made in the register centre; INVITE: a member's personal invite code.
  purpose text NOT NULL DEFAULT 'AGENT_LINK',
  remark text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  deleted_at bigint,
  UNIQUE (merchant_code, code)
);
CREATE INDEX referral_links_customer ON referral_links (customer_id);

CREATE TABLE referral_registrations (
  link_id integer NOT NULL REFERENCES referral_links(id),
  customer_id integer PRIMARY KEY REFERENCES customers(id),
  created_at bigint NOT NULL
);

CREATE TABLE agent_transfers (
  id serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES customers(id),
  downline_id integer NOT NULL REFERENCES customers(id),
  direction text NOT NULL CHECK (direction IN ('AGENT_TO_DOWNLINE', 'DOWNLINE_TO_AGENT')),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  remarks text,
  initiated_by integer NOT NULL REFERENCES customers(id),
  created_at bigint NOT NULL
);
CREATE INDEX agent_transfers_agent ON agent_transfers (agent_id, created_at);
CREATE INDEX agent_transfers_downline ON agent_transfers (downline_id, created_at);

CREATE TABLE red_envelopes (
  id serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES customers(id),
  total_amount numeric(18, 2) NOT NULL,
  count integer NOT NULL,
  scope text NOT NULL CHECK (scope IN ('DIRECT', 'TEAM')),
  message text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  refunded_amount numeric(18, 2) NOT NULL DEFAULT 0,
  refunded_at bigint
);
CREATE INDEX red_envelopes_agent ON red_envelopes (agent_id, created_at);

-- Shares are drawn when the envelope is sent; opening takes the next one.
CREATE TABLE red_envelope_shares (
  envelope_id integer NOT NULL REFERENCES red_envelopes(id),
  idx integer NOT NULL,
  amount numeric(18, 2) NOT NULL,
  claimed_by integer REFERENCES customers(id),
  claimed_at bigint,
  PRIMARY KEY (envelope_id, idx),
  UNIQUE (envelope_id, claimed_by)
);
`,
  },
];
