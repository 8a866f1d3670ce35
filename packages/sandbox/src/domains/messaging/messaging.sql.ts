import type { Migration } from '../../core/migrate';

/** The SMS and mail stand-ins' outboxes, and the codes they carried (checked by the calls that need them). */
export const messagingMigrations: readonly Migration[] = [
  {
    id: '110_player_messaging',
    sql: `
CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL,
  mobile text NOT NULL,
  purpose text NOT NULL,
  text text NOT NULL,
  code text,
  created_at bigint NOT NULL
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (merchant_code, mobile, created_at);

CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL,
  -- register, login, bind, verify-E, verify-S.
  purpose text NOT NULL,
  -- The mobile number or e-mail address the code went to.
  target text NOT NULL,
  code text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at bigint NOT NULL,
  used_at bigint,
  created_at bigint NOT NULL
);
CREATE INDEX verification_codes_target ON verification_codes (merchant_code, purpose, target, created_at);
`,
  },
];
