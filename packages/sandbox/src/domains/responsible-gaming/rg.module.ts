import type { SandboxModule } from '../../core/module';
import { responsibleGamingHandlers } from './rg.handlers';

/**
 * Responsible gaming (issue 26; the contract's responsible-gaming.ts states the rules): limits with their cooling-off
 * period, the reality check, time-outs and self-exclusions. Enforced where play and deposits happen (member deposit,
 * game launch, lottery bet, transfer into a game wallet) and at login (accounts' completeLogin).
 */
export const responsibleGamingModule: SandboxModule = {
  name: 'responsible-gaming',
  migrations: [
    {
      id: '350_player_responsible_gaming',
      sql: `
CREATE TABLE rg_limits (
  customer_id integer NOT NULL REFERENCES customers(id),
  kind text NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION')),
  period text NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH', 'SESSION')),
  -- In force (money, or minutes for SESSION); null for none.
  amount numeric(18, 2),
  -- A raise or removal waiting for its cooling-off period (pending_set tells a pending removal from none).
  pending_set boolean NOT NULL DEFAULT false,
  pending_amount numeric(18, 2),
  pending_at bigint,
  PRIMARY KEY (customer_id, kind, period)
);

CREATE TABLE rg_settings (
  customer_id integer PRIMARY KEY REFERENCES customers(id),
  reality_check_minutes integer NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60))
);

CREATE TABLE rg_exclusions (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers(id),
  kind text NOT NULL CHECK (kind IN ('TIME_OUT', 'SELF_EXCLUSION')),
  period text NOT NULL,
  created_at bigint NOT NULL,
  until bigint NOT NULL
);
CREATE INDEX rg_exclusions_customer ON rg_exclusions (customer_id, until);
`,
    },
  ],
  handlers: [responsibleGamingHandlers],
};
