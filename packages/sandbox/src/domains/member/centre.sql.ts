import type { Migration } from '../../core/migrate';

/** The reward centre, daily sign-in and manual rebate claims. */
export const memberCentreMigrations: readonly Migration[] = [
  {
    id: '560_member_centre',
    sql: `
CREATE TABLE reward_centre_items (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  source text NOT NULL CHECK (source IN ('SIGN_IN', 'NEWBIE', 'RESCUE', 'MISSION', 'PROMOTION')),
  -- What made the item, once per player: NEWBIE:FIRST_BET, RESCUE:<day start>, SIGN_IN:<day start>...
  code text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  amount numeric(18, 2) NOT NULL,
  status text NOT NULL DEFAULT 'AVAILABLE' CHECK (status IN ('AVAILABLE', 'CLAIMED', 'EXPIRED')),
  created_at bigint NOT NULL,
  expires_at bigint,
  claimed_at bigint,
  UNIQUE (customer_id, code)
);
CREATE INDEX reward_centre_items_customer ON reward_centre_items (customer_id, status, created_at);

CREATE TABLE sign_ins (
  customer_id integer NOT NULL REFERENCES customers(id),
  day bigint NOT NULL,
  streak integer NOT NULL,
  PRIMARY KEY (customer_id, day)
);

CREATE TABLE rebate_claims (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  amount numeric(18, 2) NOT NULL,
  last_bet_id bigint NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX rebate_claims_customer ON rebate_claims (customer_id, id);
`,
  },
];
