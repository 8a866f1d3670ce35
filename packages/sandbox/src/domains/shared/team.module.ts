import type { SandboxModule } from '../../core/module';
import { seedCentreFlags } from './centre-flags.seed';
import { seedTeams } from './team.seed';

/**
 * The centres' flags, and agent01's downline (and member01's friends) with 45 days of bets, deposits and
 * withdrawals: the data of the team pages.
 */
export const teamModule: SandboxModule = {
  name: 'shared.team',
  async seed(runtime) {
    await seedCentreFlags(runtime);
    await seedTeams(runtime);
  },
};
