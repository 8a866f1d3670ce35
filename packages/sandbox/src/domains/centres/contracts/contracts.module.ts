import type { SandboxModule } from '../../../core/module';
import { contractsHandlers } from './contracts.handlers';
import { seedContracts } from './contracts.seed';
import { contractsMigrations } from './contracts.sql';

/** Agent contracts of the four kinds: offers, actions by the status table, and their settlement. */
export const contractsModule: SandboxModule = {
  name: 'centres-contracts',
  migrations: contractsMigrations,
  seed: seedContracts,
  handlers: [contractsHandlers],
};
