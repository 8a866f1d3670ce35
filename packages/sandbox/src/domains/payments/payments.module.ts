import type { SandboxModule } from '../../core/module';
import { playerSettings } from '../system/merchant.settings';
import { paymentsHandlers } from './payments.handlers';
import { createPaymentConfirmation } from './payments.service';
import { paymentsMigrations } from './payments.sql';

/** Payment confirmations: payer01 has manual and auto-confirmed ones waiting. */
export const paymentsModule: SandboxModule = {
  name: 'payments',
  migrations: paymentsMigrations,
  async seed(runtime) {
    const now = runtime.clock.now();
    for (const merchant of runtime.merchants.values()) {
      if (!merchant.settings.player) continue;
      const scale = playerSettings(merchant).moneyScale;
      const [payer] = await runtime.db.query<{ id: number }>(
        "SELECT id FROM customers WHERE merchant_code = $1 AND username = 'payer01'",
        [merchant.code],
      );
      if (!payer) continue;
      const items = [
        { amount: 200, remainingAmount: 800, auto: false, payerName: 'Li Ming', createdAt: now - 3 * 3_600_000 },
        { amount: 150, remainingAmount: 650, auto: true, payerName: 'Chen Hua', createdAt: now - 2 * 3_600_000 },
        { amount: 500, remainingAmount: 150, auto: false, payerName: 'Wang Fang', createdAt: now - 3_600_000 },
      ];
      for (const item of items) {
        await createPaymentConfirmation(
          runtime,
          payer.id,
          { ...item, amount: item.amount * scale, remainingAmount: item.remainingAmount * scale },
          false,
        );
      }
    }
  },
  handlers: [paymentsHandlers],
};
