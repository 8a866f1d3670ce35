import type { SandboxModule } from '../../../core/module';
import { seedTeams } from './team.seed';

/** Seeds agent01's downline with 45 days of bets, deposits and withdrawals (the data of the team pages). */
export const teamModule: SandboxModule = {
  name: 'centres-team',
  seed: seedTeams,
};
