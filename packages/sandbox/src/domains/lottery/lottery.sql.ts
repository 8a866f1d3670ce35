import type { Migration } from '../../core/migrate';

/** Lottery games, their stored draws, stand-in bets and lobby tickets. */
export const lotteryMigrations: readonly Migration[] = [
  {
    id: '580_lottery',
    sql: `
CREATE TABLE lottery_games (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('SSC', '11X5', 'VN')),
  group_code text NOT NULL,
  remark text NOT NULL DEFAULT '',
  default_play_type text NOT NULL,
  live_video integer NOT NULL DEFAULT 0,
  -- { type: INTERVAL, periodMs, phaseMs, lockMs } or { type: DAILY, atLocalMs, tzOffsetMs, lockMs }
  schedule jsonb NOT NULL,
  region text,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE lottery_draws (
  game_code text NOT NULL REFERENCES lottery_games(code),
  numero text NOT NULL,
  draw_time bigint NOT NULL,
  result jsonb NOT NULL,
  PRIMARY KEY (game_code, numero)
);
CREATE INDEX lottery_draws_time ON lottery_draws (game_code, draw_time DESC);

CREATE TABLE lottery_bets (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  game_code text NOT NULL REFERENCES lottery_games(code),
  numero text NOT NULL,
  prize_mode text NOT NULL,
  market text NOT NULL,
  selection text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  odds numeric(10, 4) NOT NULL,
  -- OPEN until the issue is drawn, then WON, LOST or TIE (stake back).
  status text NOT NULL DEFAULT 'OPEN',
  win numeric(18, 2) NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  settled_at bigint
);
CREATE INDEX lottery_bets_open ON lottery_bets (game_code, numero) WHERE status = 'OPEN';
CREATE INDEX lottery_bets_customer ON lottery_bets (customer_id, created_at);

CREATE TABLE lottery_tickets (
  -- SHA-256 (hex) of the ticket; the ticket itself is only in the lottery link.
  ticket text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  merchant_code text NOT NULL REFERENCES merchants(code),
  payload jsonb NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
`,
  },
  {
    // The player's session (its token hash) a ticket was issued to: the ticket dies with it (logout, a newer login,
    // expiry), wherever its link went.
    id: '581_lottery_ticket_session',
    sql: `
ALTER TABLE lottery_tickets ADD COLUMN player_session text;
`,
  },
];
