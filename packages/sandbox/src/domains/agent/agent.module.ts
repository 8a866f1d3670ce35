import type { SandboxModule } from '../../core/module';
import { agentMigrations } from './agent.sql';
import { moneyHandlers } from './money.handlers';
import { recordsHandlers } from './records.handlers';
import { registerHandlers } from './register.handlers';
import { teamHandlers } from './team.handlers';

/** The agent centre: team figures from the team's rows, register centre, transfers, red envelopes, salary pages. */
export const agentModule: SandboxModule = {
  name: 'agent',
  migrations: agentMigrations,
  handlers: [teamHandlers, registerHandlers, moneyHandlers, recordsHandlers],
};
