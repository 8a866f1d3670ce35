import { coreModule } from '../core/core.module';
import type { SandboxModule } from '../core/module';
import { centreModules } from './centres';
import { playerModules } from './player';

/**
 * Every slice of the sandbox, in seed order: core first (merchants, keys), then the player-site domains (accounts,
 * games, promotions...), then the centres (points, member and agent centres, contracts, lottery).
 */
export const allModules: readonly SandboxModule[] = [coreModule, ...playerModules, ...centreModules];
