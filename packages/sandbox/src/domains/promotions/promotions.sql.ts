import type { Migration } from '../../core/migrate';

/** Promotions and their claims (pictures stored as bytes), raffle draws, prizes and manual bonuses. */
export const promotionsMigrations: readonly Migration[] = [
  {
    id: '300_player_promotions',
    sql: `
CREATE TABLE promotion_categories (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  names jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE promotions (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  promotion_type text NOT NULL,
  -- Language code -> { title, content }; a missing language falls back to EN.
  texts jsonb NOT NULL,
  start_date bigint NOT NULL,
  end_date bigint,
  remark_required boolean NOT NULL DEFAULT false,
  image_required boolean NOT NULL DEFAULT false,
  linked_promotion_id integer REFERENCES promotions(id),
  category_ids integer[] NOT NULL DEFAULT '{}',
  image_count integer NOT NULL DEFAULT 1,
  bonus_amount numeric(18, 2) NOT NULL DEFAULT 0,
  redirect text,
  external_link text,
  -- RAFFLE: the daily draw starts at this minute of the day (UTC) and stays claimable for raffle_minutes.
  raffle_minute integer,
  raffle_minutes integer,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX promotions_merchant ON promotions (merchant_code, start_date);

CREATE TABLE promotion_claims (
  id serial PRIMARY KEY,
  promotion_id integer NOT NULL REFERENCES promotions(id),
  customer_id integer NOT NULL REFERENCES customers(id),
  remarks text NOT NULL DEFAULT '',
  -- PENDING, APPROVED, REJECTED.
  status text NOT NULL DEFAULT 'PENDING',
  decision_remarks text,
  created_at bigint NOT NULL,
  decided_at bigint
);
CREATE INDEX promotion_claims_customer ON promotion_claims (customer_id, promotion_id);

CREATE TABLE promotion_claim_pictures (
  claim_id integer NOT NULL REFERENCES promotion_claims(id),
  position integer NOT NULL,
  mime text NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (claim_id, position)
);

CREATE TABLE raffle_claims (
  promotion_id integer NOT NULL REFERENCES promotions(id),
  -- The draw: its start time, epoch ms (one draw a day).
  schedule_id bigint NOT NULL,
  customer_id integer NOT NULL REFERENCES customers(id),
  prize_id integer,
  created_at bigint NOT NULL,
  PRIMARY KEY (promotion_id, schedule_id, customer_id)
);

CREATE TABLE prizes (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  promotion_id integer REFERENCES promotions(id),
  prize_type text NOT NULL,
  prize_value text NOT NULL,
  amount numeric(18, 2) NOT NULL DEFAULT 0,
  ticket_id text,
  transaction_id text NOT NULL,
  start_date bigint,
  end_date bigint,
  seen_at bigint,
  created_at bigint NOT NULL
);

CREATE TABLE manual_bonuses (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  title text NOT NULL,
  amount numeric(18, 2) NOT NULL,
  remarks text,
  seen_at bigint,
  created_at bigint NOT NULL
);
`,
  },
];
