import type { Migration } from '../../core/migrate';

/** Peer payments waiting for the receiving player's confirmation, and the answers (with the proof image). */
export const paymentsMigrations: readonly Migration[] = [
  {
    id: '320_player_payments',
    sql: `
CREATE TABLE payment_confirmations (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  is_auto boolean NOT NULL DEFAULT false,
  amount numeric(18, 2) NOT NULL,
  remaining_amount numeric(18, 2) NOT NULL,
  order_no text NOT NULL,
  payer_name text NOT NULL,
  created_at bigint NOT NULL,
  -- Y received, N not received (proof attached), A acknowledged (auto-confirmed).
  answer text,
  proof_mime text,
  proof bytea,
  answered_at bigint
);
CREATE INDEX payment_confirmations_customer ON payment_confirmations (customer_id, answered_at, created_at);
`,
  },
];
