import type { SandboxModule } from '../../core/module';

/** The player-site domains: accounts, system, wallet, games and launch, promotions, payments, notices, chat, feedback. */
export const playerModules: readonly SandboxModule[] = [];
