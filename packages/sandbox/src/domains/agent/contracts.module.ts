import type { Db } from '../../core/db';
import type { SandboxModule } from '../../core/module';
import { contractsHandlers } from './contracts.handlers';
import { seedContracts } from './contracts.seed';
import { pendingContractCount } from './contracts.service';
import { contractsMigrations } from './contracts.sql';

/** Agent contracts of the four kinds: offers, actions by the status table, and their settlement. */
export const contractsModule: SandboxModule = {
  name: 'agent.contracts',
  migrations: contractsMigrations,
  seed: seedContracts,
  handlers: [contractsHandlers],
  setup(runtime) {
    // The player half's public state asks this for its `contract` flag (SandboxServices.contractPresence).
    const services = runtime.services as { contractPresence?: (db: Db, customerId: number) => Promise<boolean> };
    services.contractPresence = async (db, customerId) => (await pendingContractCount(db, customerId)) > 0;
  },
};
