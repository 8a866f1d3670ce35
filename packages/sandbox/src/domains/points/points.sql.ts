import type { Migration } from '../../core/migrate';

/** The points mall: per-merchant rates, reward types and items, redemptions and the points ledger. */
export const pointsMigrations: readonly Migration[] = [
  {
    id: '500_points',
    sql: `
CREATE TABLE point_configs (
  merchant_code text PRIMARY KEY REFERENCES merchants(code),
  exchange_rate numeric(18, 6) NOT NULL,
  live_bet numeric(12, 6) NOT NULL,
  lotto_bet numeric(12, 6) NOT NULL,
  pvp_bet numeric(12, 6) NOT NULL,
  rng_bet numeric(12, 6) NOT NULL,
  sport_bet numeric(12, 6) NOT NULL,
  redeem numeric(12, 6) NOT NULL,
  deposit numeric(12, 6) NOT NULL,
  info_icon jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE reward_types (
  merchant_code text NOT NULL REFERENCES merchants(code),
  type_id integer NOT NULL,
  name text NOT NULL,
  chinese_name text NOT NULL,
  i18n jsonb NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, type_id)
);

CREATE TABLE rewards (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  type_id integer NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price numeric(18, 2),
  mp_point_amount numeric(18, 2),
  mp_money_amount numeric(18, 2),
  display_point_money boolean NOT NULL DEFAULT false,
  inventory integer NOT NULL CHECK (inventory >= 0),
  redeemed_count integer NOT NULL DEFAULT 0,
  display_offset integer NOT NULL DEFAULT 0,
  image_count integer NOT NULL DEFAULT 1,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  FOREIGN KEY (merchant_code, type_id) REFERENCES reward_types (merchant_code, type_id)
);

CREATE TABLE redemptions (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  reward_id integer NOT NULL REFERENCES rewards(id),
  reward_name text NOT NULL,
  redeem_type text NOT NULL CHECK (redeem_type IN ('P', 'PM')),
  quantity integer NOT NULL CHECK (quantity > 0),
  required_point numeric(18, 2) NOT NULL,
  required_money numeric(18, 2) NOT NULL,
  status text NOT NULL DEFAULT 'P' CHECK (status IN ('P', 'A', 'R')),
  recipient_name text NOT NULL,
  address text NOT NULL,
  phone text NOT NULL,
  province text NOT NULL DEFAULT '',
  remarks text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  reviewed_at bigint,
  review_remark text
);
CREATE INDEX redemptions_customer ON redemptions (customer_id, created_at);

CREATE TABLE point_transactions (
  id bigserial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  tx_type_id integer NOT NULL,
  amount numeric(18, 2) NOT NULL,
  balance_after numeric(18, 2) NOT NULL,
  reference text,
  created_at bigint NOT NULL
);
CREATE INDEX point_transactions_customer ON point_transactions (customer_id, created_at);

-- What refreshPointBalance already credited: bets up to an id per customer, deposits one by one.
CREATE TABLE point_accruals (
  customer_id integer PRIMARY KEY REFERENCES customers(id),
  last_bet_id bigint NOT NULL DEFAULT 0
);
CREATE TABLE point_deposit_accruals (
  fund_request_id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id)
);
`,
  },
];
