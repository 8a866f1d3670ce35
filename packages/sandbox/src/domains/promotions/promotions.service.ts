import { ApiFailure } from '../../core/failure';
import type { SandboxRuntime } from '../../core/runtime';
import { moveMoney } from '../wallet/wallet.service';
import type { PromotionRow } from './promotions.rules';

/**
 * What the merchant's back office does with promotions, reached through the control API: decide a claim (an
 * approval pays the bonus into the main wallet) and grant a manual bonus (money, and points when given). Both push
 * their realtime message.
 */
export async function decideClaim(
  runtime: SandboxRuntime,
  claimId: number,
  status: 'APPROVED' | 'REJECTED',
  remarks: string | null,
): Promise<void> {
  const now = runtime.clock.now();
  const decided = await runtime.db.transaction(async (tx) => {
    const [claim] = await tx.query<{ customer_id: number; promotion_id: number }>(
      `UPDATE promotion_claims SET status = $2, decision_remarks = $3, decided_at = $4
       WHERE id = $1 AND status = 'PENDING' RETURNING customer_id, promotion_id`,
      [claimId, status, remarks, now],
    );
    if (!claim) throw new ApiFailure('not.found', `No pending claim ${claimId}.`);
    const [promotion] = await tx.query<PromotionRow>('SELECT * FROM promotions WHERE id = $1', [claim.promotion_id]);
    if (status === 'APPROVED' && promotion && promotion.bonus_amount > 0) {
      await moveMoney(tx, {
        customerId: claim.customer_id,
        walletCode: 'MAIN',
        amount: promotion.bonus_amount,
        txType: 'PROMOTION_BONUS',
        remark: promotion.texts.EN?.title,
        reference: `claim:${claimId}`,
        now,
      });
    }
    return { claim, title: promotion?.texts.EN?.title ?? '' };
  });
  runtime.events.publish(decided.claim.customer_id, {
    type: 'PROMOTION_CLAIM',
    claimId,
    promotionId: decided.claim.promotion_id,
    title: decided.title,
    status,
    remarks,
    createdAt: now,
  });
}

export async function grantManualBonus(
  runtime: SandboxRuntime,
  customerId: number,
  bonus: { title: string; amount: number; points?: number; remarks: string | null },
): Promise<number> {
  const now = runtime.clock.now();
  const id = await runtime.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO manual_bonuses (customer_id, title, amount, remarks, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [customerId, bonus.title, bonus.amount, bonus.remarks, now],
    );
    await moveMoney(tx, {
      customerId,
      walletCode: 'MAIN',
      amount: bonus.amount,
      txType: 'MANUAL_BONUS',
      remark: bonus.title,
      reference: `manual-bonus:${row?.id}`,
      now,
    });
    // Points given with it go straight into "My points", as a raffle's points prize does.
    if (bonus.points) {
      await tx.query('UPDATE customers SET points = points + $2 WHERE id = $1', [customerId, bonus.points]);
    }
    return row?.id ?? 0;
  });
  runtime.events.publish(customerId, {
    type: 'MANUAL_PROMO',
    bonusId: id,
    title: bonus.title,
    amount: bonus.amount,
    createdAt: now,
  });
  return id;
}
