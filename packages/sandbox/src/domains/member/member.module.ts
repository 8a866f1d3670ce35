import type { Db } from '../../core/db';
import type { SandboxModule } from '../../core/module';
import { memberHandlers } from './member.handlers';

declare module '../../core/runtime' {
  interface SandboxServices {
    /**
     * Whether a player has contract requests waiting (public state `contract`). The centres register it; without it
     * the public state answers false.
     */
    contractPresence?: (db: Db, customerId: number) => Promise<boolean>;
  }
}

/** Member info, profile updates, avatar, rank progress, public state, unread count and rebate. */
export const memberModule: SandboxModule = { name: 'member', handlers: [memberHandlers] };
