import type { SandboxModule } from '../../core/module';
import { demoPassword, demoPaymentPassword, seedAccounts } from './accounts.seed';
import { accountsMigrations } from './accounts.sql';
import { loginHandlers } from './login.handlers';
import { passwordHandlers } from './password.handlers';
import { registerHandlers } from './register.handlers';
import { trialHandlers } from './trial.handlers';

/**
 * Login (username, SMS, mobile, social, second factor), the free demo, registration, passwords, sessions, the demo
 * accounts.
 */
export const accountsModule: SandboxModule = {
  name: 'accounts',
  migrations: accountsMigrations,
  seed: seedAccounts,
  handlers: [loginHandlers, registerHandlers, passwordHandlers, trialHandlers],
  banner: () => [
    `demo logins (every merchant): member01, agent01, trial01, expired01, twofactor01..04, payer01 / ${demoPassword} ` +
      `(payment password ${demoPaymentPassword}); VERDE also defaultpw01 with the merchant default password`,
  ],
};
