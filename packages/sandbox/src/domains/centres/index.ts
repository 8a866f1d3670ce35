import type { SandboxModule } from '../../core/module';
import { agentModule } from './agent/agent.module';
import { contractsModule } from './contracts/contracts.module';
import { centresControlModule } from './control/centres.control';
import { lotteryModule } from './lottery/lottery.module';
import { memberCentreModule } from './member-centre/member-centre.module';
import { pointsModule } from './points/points.module';
import { teamModule } from './shared/team.module';

/** The centres: points mall, member centre, agent centre, contracts and salary, lottery. */
export const centreModules: readonly SandboxModule[] = [
  teamModule,
  pointsModule,
  contractsModule,
  agentModule,
  memberCentreModule,
  lotteryModule,
  centresControlModule,
];
