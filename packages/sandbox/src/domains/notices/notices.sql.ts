import type { Migration } from '../../core/migrate';

/** Banners (B, PR) and notices (PL list, PU popup) per merchant, group, platform and execution. */
export const noticesMigrations: readonly Migration[] = [
  {
    id: '310_player_notices',
    sql: `
CREATE TABLE notices (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  notice_type text NOT NULL,
  group_name text NOT NULL,
  -- W web; the platform serves other platforms (apps) from the same table.
  platform text NOT NULL DEFAULT 'W',
  execution text NOT NULL DEFAULT 'B',
  texts jsonb NOT NULL,
  start_date bigint NOT NULL,
  end_date bigint,
  sort integer NOT NULL DEFAULT 0,
  image_url text,
  linkage text,
  linkage_type text,
  room_id text,
  node_id text,
  vendor text,
  promotion_type text,
  redirect text,
  external_link text
);
CREATE INDEX notices_merchant ON notices (merchant_code, notice_type, group_name);
`,
  },
];
