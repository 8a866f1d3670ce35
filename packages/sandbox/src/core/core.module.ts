import { baseMigrations } from './base.sql';
import { implement } from './handlers';
import { seedMerchants } from './merchants.seed';
import type { SandboxModule } from './module';

/** The core slice: shared tables, the merchants and their encryption keys. */
export const coreModule: SandboxModule = {
  name: 'core',
  migrations: baseMigrations,
  seed: seedMerchants,
  handlers: [
    implement('system', {
      publicKey: (_input, ctx) => ({ publicKey: ctx.merchant.public_key, keyId: ctx.merchant.key_id }),
    }),
  ],
};
