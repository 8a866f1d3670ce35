import type { SandboxModule } from '../../core/module';
import { walletHandlers } from './wallet.handlers';

/** Balances, the funds overview, transfers between wallets and the merchant's wallet mode. */
export const walletModule: SandboxModule = { name: 'wallet', handlers: [walletHandlers] };
