import type { Migration } from './migrate';

/**
 * The tables every domain shares: merchants, customers (players and agents), sessions, wallets, the wallet ledger and
 * bets. Domain modules add their own tables in their own migrations and may add columns here through migrations of
 * their own. Times are epoch milliseconds (bigint) so the sandbox clock can be moved by the control API.
 */
export const baseMigrations: readonly Migration[] = [
  {
    id: '000_core_base',
    sql: `
CREATE TABLE merchants (
  code text PRIMARY KEY,
  name text NOT NULL,
  currency text NOT NULL,
  currency_symbol text NOT NULL,
  currency_position text NOT NULL DEFAULT 'F',
  default_language text NOT NULL DEFAULT 'CN',
  flags jsonb NOT NULL DEFAULT '{}',
  settings jsonb NOT NULL DEFAULT '{}',
  public_key text NOT NULL,
  private_key text NOT NULL,
  key_id text NOT NULL,
  maintenance jsonb,
  region_restricted boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL
);

CREATE TABLE customers (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  username text NOT NULL,
  password_hash text NOT NULL,
  payment_password_hash text,
  nickname text,
  email text,
  mobile text,
  payee_name text,
  is_agent integer NOT NULL DEFAULT 0,
  member_type integer NOT NULL DEFAULT 0,
  parent_id integer REFERENCES customers(id),
  to_upline integer NOT NULL DEFAULT 0,
  club_label jsonb,
  member_label text,
  language text,
  password_is_default boolean NOT NULL DEFAULT false,
  password_expired boolean NOT NULL DEFAULT false,
  second_factor text,
  first_login boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'ACTIVE',
  points numeric(18, 2) NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  last_login_at bigint,
  UNIQUE (merchant_code, username)
);
CREATE INDEX customers_parent ON customers (parent_id);
CREATE INDEX customers_mobile ON customers (merchant_code, mobile);

CREATE TABLE sessions (
  token text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  merchant_code text NOT NULL REFERENCES merchants(code),
  ip text NOT NULL,
  device_id text,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  ended_reason text
);
CREATE INDEX sessions_customer ON sessions (customer_id);

CREATE TABLE wallets (
  customer_id integer NOT NULL REFERENCES customers(id),
  code text NOT NULL,
  name text NOT NULL,
  balance numeric(18, 2) NOT NULL DEFAULT 0,
  is_main boolean NOT NULL DEFAULT false,
  PRIMARY KEY (customer_id, code)
);

CREATE TABLE wallet_transactions (
  id bigserial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  wallet_code text NOT NULL,
  amount numeric(18, 2) NOT NULL,
  balance_after numeric(18, 2) NOT NULL,
  tx_type text NOT NULL,
  remark text,
  reference text,
  created_at bigint NOT NULL
);
CREATE INDEX wallet_transactions_customer ON wallet_transactions (customer_id, created_at);

CREATE TABLE bets (
  id bigserial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  game_id text NOT NULL,
  vendor text NOT NULL,
  product_type text NOT NULL,
  round_id text NOT NULL,
  amount numeric(18, 2) NOT NULL,
  win numeric(18, 2) NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);
CREATE INDEX bets_customer ON bets (customer_id, created_at);
`,
  },
  {
    // Tables written by one half of the sandbox and read by the other: the inbox (counted by the player site's
    // unread call and INBOX pushes, listed and read by the member centre's messages page) and deposit/withdrawal
    // requests (created by the member centre's deposit and withdraw pages, approved through the control API, which
    // pushes DEPOSIT / WITHDRAW and moves the wallet).
    id: '001_core_shared',
    sql: `
CREATE TABLE inbox_messages (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  -- INBOX: a personal message; NOTICE: a platform message copied to the player; SYSTEM: generated (withdrawal notes).
  category text NOT NULL DEFAULT 'INBOX',
  title text NOT NULL,
  content text NOT NULL,
  read_at bigint,
  deleted_at bigint,
  created_at bigint NOT NULL
);
CREATE INDEX inbox_messages_customer ON inbox_messages (customer_id, created_at);

CREATE TABLE fund_requests (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  -- DEPOSIT or WITHDRAW.
  kind text NOT NULL,
  amount numeric(18, 2) NOT NULL,
  -- PENDING, APPROVED, REJECTED.
  status text NOT NULL DEFAULT 'PENDING',
  channel text,
  remarks text,
  created_at bigint NOT NULL,
  decided_at bigint
);
CREATE INDEX fund_requests_customer ON fund_requests (customer_id, created_at);
`,
  },
  {
    // Session tokens are kept as their SHA-256 (hex), never in plain text: a copy of the store, its write-ahead log or
    // a backup does not hand out logins. Sessions of an older data folder are hashed in place.
    id: '002_core_session_token_hashes',
    sql: `
ALTER TABLE sessions RENAME COLUMN token TO token_hash;
UPDATE sessions SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');
`,
  },
  {
    // Wrong passwords asked of a logged-in player (payment or login password), per player and kind: the password
    // guard's counter (domains/shared/password.guard.ts), shared by every domain that asks for a password.
    id: '003_core_password_failures',
    sql: `
CREATE TABLE password_failures (
  customer_id integer NOT NULL REFERENCES customers(id),
  kind text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  first_failed_at bigint NOT NULL,
  last_failed_at bigint,
  locked_until bigint,
  PRIMARY KEY (customer_id, kind)
);
`,
  },
];
