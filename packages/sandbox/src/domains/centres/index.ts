import type { SandboxModule } from '../../core/module';

/** The centres: points mall, member centre, agent centre, contracts and salary, lottery. */
export const centreModules: readonly SandboxModule[] = [];
