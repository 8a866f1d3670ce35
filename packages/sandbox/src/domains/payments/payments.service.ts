import type { Db } from '../../core/db';
import type { SandboxRuntime } from '../../core/runtime';

export async function pendingCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payment_confirmations WHERE customer_id = $1 AND answered_at IS NULL',
    [customerId],
  );
  return row?.n ?? 0;
}

/**
 * A new payment for the player to confirm (what the merchant's matching of a withdrawal with deposits produces):
 * stored, then pushed as PAYMENT_CONFIRMATION with the number waiting.
 */
export async function createPaymentConfirmation(
  runtime: SandboxRuntime,
  customerId: number,
  payment: { amount: number; remainingAmount?: number; auto: boolean; payerName: string; createdAt?: number },
  publish = true,
): Promise<number> {
  const now = payment.createdAt ?? runtime.clock.now();
  const [row] = await runtime.db.query<{ id: number }>(
    `INSERT INTO payment_confirmations (customer_id, is_auto, amount, remaining_amount, order_no, payer_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      customerId,
      payment.auto,
      payment.amount,
      payment.remainingAmount ?? 0,
      `PO${now.toString(36).toUpperCase()}${customerId}`,
      payment.payerName,
      now,
    ],
  );
  const id = row?.id ?? 0;
  if (publish) {
    runtime.events.publish(customerId, {
      type: 'PAYMENT_CONFIRMATION',
      payDetailId: id,
      amount: payment.amount,
      isAutoConfirmed: payment.auto ? 'Y' : 'N',
      pendingCount: await pendingCount(runtime.db, customerId),
      createdAt: runtime.clock.now(),
    });
  }
  return id;
}
