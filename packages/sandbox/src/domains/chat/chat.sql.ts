import type { Migration } from '../../core/migrate';

/** Customer-service entries per merchant, with the club labels they are for. */
export const chatMigrations: readonly Migration[] = [
  {
    id: '330_player_chat',
    sql: `
CREATE TABLE cs_entries (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  cs_type text NOT NULL,
  cs_position text NOT NULL,
  title text NOT NULL,
  -- An address, or (path_encrypted) the address sealed with the merchant's customer-service key.
  path text NOT NULL,
  path_encrypted boolean NOT NULL DEFAULT false,
  label_ids integer[] NOT NULL DEFAULT '{}',
  sort integer NOT NULL DEFAULT 0
);
`,
  },
];
