import type { Migration } from '../../core/migrate';

/** Entry domains and help content. Flags and settings live on the merchants row (core table). */
export const systemMigrations: readonly Migration[] = [
  {
    id: '100_player_system',
    sql: `
CREATE TABLE domain_routes (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  -- An origin: scheme, host and port.
  domain_name text NOT NULL,
  -- Last measured response time in ms; 0 unreachable or not measured.
  speed integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX domain_routes_merchant ON domain_routes (merchant_code);

CREATE TABLE help_categories (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  tag text NOT NULL,
  titles jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE help_articles (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES help_categories(id),
  tag text NOT NULL,
  -- Language code -> { title, content }; a missing language falls back to EN.
  texts jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL
);
`,
  },
];
