import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import type { CustomerRow, MerchantRow } from '../../core/rows';
import { flagOn } from '../shared/guards';
import { moveMoney, roundMoney, walletTxTypes } from '../shared/ledger';
import { rebateRatesOf } from '../shared/merchant-settings';

/**
 * Manual rebate (MANPLAYREB3): a percentage of the valid bets placed since the last claim, by product at the
 * merchant's rebate rates. The player half's getRebate shows the same `pendingRebate` as its pendingAmount.
 */
export async function pendingRebate(db: Db, merchant: MerchantRow, customerId: number) {
  const rates = rebateRatesOf(merchant);
  const [last] = await db.query<{ last_bet_id: number; created_at: number }>(
    'SELECT last_bet_id, created_at FROM rebate_claims WHERE customer_id = $1 ORDER BY id DESC LIMIT 1',
    [customerId],
  );
  const bets = await db.query<{ product_type: string; total: number; last: number }>(
    `SELECT product_type, sum(amount) AS total, max(id) AS last FROM bets WHERE customer_id = $1 AND id > $2
     GROUP BY product_type ORDER BY product_type`,
    [customerId, last?.last_bet_id ?? 0],
  );
  const byProduct = bets.flatMap((row) => {
    const rate = rates.find((r) => r.productType === row.product_type)?.rate;
    if (rate === undefined) return [];
    return [{ productType: row.product_type, validBet: row.total, rate, amount: roundMoney((row.total * rate) / 100) }];
  });
  return {
    enabled: flagOn(merchant, 'MANPLAYREB3') && rates.length > 0,
    claimable: roundMoney(byProduct.reduce((sum, p) => sum + p.amount, 0)),
    byProduct,
    lastBetId: bets.reduce((max, row) => Math.max(max, row.last), last?.last_bet_id ?? 0),
    lastClaimAt: last?.created_at ?? null,
  };
}

export async function claimRebate(db: Db, merchant: MerchantRow, customer: CustomerRow, now: number) {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customer.id]);
    const pending = await pendingRebate(tx, merchant, customer.id);
    if (!pending.enabled)
      throw new ApiFailure('feature.disabled', 'Manual rebate is off.', { value: { flag: 'MANPLAYREB3' } });
    if (pending.claimable < 0.01) throw new ApiFailure('rebate.nothing.to.claim', 'No rebate to claim yet.');
    const [claim] = await tx.query<{ id: number }>(
      'INSERT INTO rebate_claims (customer_id, amount, last_bet_id, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [customer.id, pending.claimable, pending.lastBetId, now],
    );
    const balance = await moveMoney(tx, {
      customerId: customer.id,
      amount: pending.claimable,
      txType: walletTxTypes.rebate,
      remark: 'Manual rebate',
      reference: `rebate:${claim!.id}`,
      now,
    });
    return { amount: pending.claimable, balance };
  });
}
