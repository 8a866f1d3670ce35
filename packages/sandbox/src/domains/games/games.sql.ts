import type { Migration } from '../../core/migrate';

/**
 * Vendors and games are the platform's catalogue (the same for every merchant); maintenance, cards, favourites,
 * recent plays and game sessions are per merchant or per player.
 */
export const gamesMigrations: readonly Migration[] = [
  {
    id: '200_player_games',
    sql: `
CREATE TABLE games (
  game_id text PRIMARY KEY,
  vendor text NOT NULL,
  game_type text NOT NULL,
  display_name text NOT NULL,
  category text NOT NULL,
  node_id text,
  room_id text,
  node_name text,
  support_play integer NOT NULL,
  app_new_window integer NOT NULL DEFAULT 0,
  hot_rank integer,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX games_vendor ON games (vendor, game_type, sort);

CREATE TABLE vendor_maintenance (
  merchant_code text NOT NULL REFERENCES merchants(code),
  vendor text NOT NULL,
  since bigint NOT NULL,
  PRIMARY KEY (merchant_code, vendor)
);

CREATE TABLE game_cards (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  game_type text NOT NULL,
  vendor text NOT NULL,
  -- game: the card starts game_id; VASSALAGE: it opens the vendor's popup list.
  is_game text NOT NULL,
  game_id text REFERENCES games(game_id),
  title text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE favourite_games (
  customer_id integer NOT NULL REFERENCES customers(id),
  game_id text NOT NULL REFERENCES games(game_id),
  created_at bigint NOT NULL,
  PRIMARY KEY (customer_id, game_id)
);

CREATE TABLE game_plays (
  customer_id integer NOT NULL REFERENCES customers(id),
  game_id text NOT NULL REFERENCES games(game_id),
  last_played_at bigint NOT NULL,
  PRIMARY KEY (customer_id, game_id)
);

-- One launch: the token in the launch URL of the stand-in game page.
CREATE TABLE game_sessions (
  -- SHA-256 (hex) of the launch token; the token itself is only in the launch URL.
  token text PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  customer_id integer REFERENCES customers(id),
  game_id text NOT NULL REFERENCES games(game_id),
  vendor text NOT NULL,
  wallet_code text NOT NULL,
  language text NOT NULL,
  trial boolean NOT NULL DEFAULT false,
  -- Play money of a trial launch.
  trial_balance numeric(18, 2) NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  ended_at bigint
);
CREATE INDEX game_sessions_customer ON game_sessions (customer_id);
`,
  },
  {
    // The player's session (its token hash) a launch belongs to: the game page stops with it (logout, a newer login,
    // expiry), wherever its link went. Null for a visitor's demo.
    id: '201_game_sessions_player_session',
    sql: `
ALTER TABLE game_sessions ADD COLUMN player_session text;
`,
  },
];
