import type { Migration } from '../../core/migrate';

/** What the player site adds to accounts: profile fields, avatar, second-factor secret, social identities, lockout. */
export const accountsMigrations: readonly Migration[] = [
  {
    id: '120_player_accounts',
    sql: `
ALTER TABLE customers
  ADD COLUMN avatar_type text NOT NULL DEFAULT 'STATIC',
  ADD COLUMN avatar text NOT NULL DEFAULT '1',
  ADD COLUMN totp_secret text,
  ADD COLUMN password_temporary boolean NOT NULL DEFAULT false,
  ADD COLUMN chat_blocked boolean NOT NULL DEFAULT false,
  ADD COLUMN affiliate_code text,
  ADD COLUMN referral_code text,
  ADD COLUMN referred_by integer REFERENCES customers(id),
  ADD COLUMN qq_num text,
  ADD COLUMN line text,
  ADD COLUMN facebook text,
  ADD COLUMN whatsapp text,
  ADD COLUMN id_number text,
  ADD COLUMN recommender_id text,
  ADD COLUMN register_method text,
  ADD COLUMN register_url text;
CREATE UNIQUE INDEX customers_affiliate_code ON customers (merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE UNIQUE INDEX customers_referral_code ON customers (merchant_code, referral_code) WHERE referral_code IS NOT NULL;
CREATE UNIQUE INDEX customers_username_ci ON customers (merchant_code, lower(username));

CREATE TABLE social_identities (
  merchant_code text NOT NULL REFERENCES merchants(code),
  channel text NOT NULL,
  subject text NOT NULL,
  customer_id integer NOT NULL REFERENCES customers(id),
  email text,
  display_name text,
  created_at bigint NOT NULL,
  PRIMARY KEY (merchant_code, channel, subject)
);

CREATE TABLE login_failures (
  merchant_code text NOT NULL,
  -- The username (or mobile number) as typed, lower-cased: failures count even for unknown names.
  login_key text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  first_failed_at bigint NOT NULL,
  locked_until bigint,
  PRIMARY KEY (merchant_code, login_key)
);
`,
  },
  {
    // Login failures per caller address too (spraying names or passwords from one address), and the time of the last
    // failure of a name or an address (the slowing between tries).
    id: '121_player_login_limits',
    sql: `
ALTER TABLE login_failures ADD COLUMN last_failed_at bigint;
CREATE TABLE login_address_failures (
  address text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  first_failed_at bigint NOT NULL,
  last_failed_at bigint NOT NULL
);
`,
  },
  {
    // Every counter has the same columns (domains/shared/attempts.ts): a row is created before its first try is judged
    // (so two first tries cannot both read "none"), with no failure yet.
    id: '122_attempt_counters',
    sql: `
ALTER TABLE login_address_failures ALTER COLUMN last_failed_at DROP NOT NULL;
ALTER TABLE login_address_failures ADD COLUMN locked_until bigint;
`,
  },
];

/** The columns above, as rows come back from `SELECT * FROM customers`. */
export interface PlayerCustomerColumns {
  avatar_type: 'STATIC' | 'url';
  avatar: string;
  totp_secret: string | null;
  password_temporary: boolean;
  chat_blocked: boolean;
  affiliate_code: string | null;
  referral_code: string | null;
  referred_by: number | null;
  qq_num: string | null;
  line: string | null;
  facebook: string | null;
  whatsapp: string | null;
  id_number: string | null;
  recommender_id: string | null;
  register_method: string | null;
  register_url: string | null;
}
