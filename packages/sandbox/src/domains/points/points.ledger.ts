import { pointTxTypes } from '@platform/api-client/contract';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import { roundMoney } from '../shared/ledger';

/** The names of the points ledger's transaction types, as the points-detail page shows them. */
export const pointTxNames: Record<number, { cn: string; en: string }> = {
  [pointTxTypes.betEarning]: { cn: '投注积分', en: 'Points earned on bets' },
  [pointTxTypes.depositEarning]: { cn: '存款积分', en: 'Points earned on deposits' },
  [pointTxTypes.redeemMoneyEarning]: { cn: '兑换消费积分', en: 'Points earned on redemption payments' },
  [pointTxTypes.redeem]: { cn: '积分兑换', en: 'Reward redemption' },
  [pointTxTypes.redeemRefund]: { cn: '兑换退回', en: 'Redemption refund' },
  [pointTxTypes.auditAdjustment]: { cn: '积分稽核调整', en: 'Points audit adjustment' },
  [pointTxTypes.convert]: { cn: '积分转换', en: 'Points converted to money' },
};

export interface PointsMove {
  customerId: number;
  /** Positive adds points, negative spends them. */
  amount: number;
  txTypeId: number;
  reference?: string | null;
  now: number;
}

/** Changes a player's points and writes the ledger line, inside the caller's transaction; never below zero. */
export async function movePoints(db: Db, move: PointsMove): Promise<number> {
  const amount = roundMoney(move.amount);
  const [row] = await db.query<{ points: number }>(
    'UPDATE customers SET points = points + $2 WHERE id = $1 AND points + $2 >= 0 RETURNING points',
    [move.customerId, amount],
  );
  if (!row) throw new ApiFailure('points.not.enough', 'Not enough points.');
  await db.query(
    `INSERT INTO point_transactions (customer_id, tx_type_id, amount, balance_after, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [move.customerId, move.txTypeId, amount, row.points, move.reference ?? null, move.now],
  );
  return row.points;
}

export interface PointRates {
  exchange_rate: number;
  live_bet: number;
  lotto_bet: number;
  pvp_bet: number;
  rng_bet: number;
  sport_bet: number;
  redeem: number;
  deposit: number;
}

/** Which earning rate a bet's product type uses (one table; unknown products earn nothing). */
const rateByProduct: Record<string, keyof PointRates> = {
  LIVE: 'live_bet',
  LOTT: 'lotto_bet',
  ELOTT: 'lotto_bet',
  PVP: 'pvp_bet',
  CONS: 'pvp_bet',
  RNG: 'rng_bet',
  FISH: 'rng_bet',
  SPORTS: 'sport_bet',
  ESPORTS: 'sport_bet',
};

export async function pointRates(db: Db, merchantCode: string): Promise<PointRates> {
  const [row] = await db.query<PointRates>('SELECT * FROM point_configs WHERE merchant_code = $1', [merchantCode]);
  if (!row) throw new ApiFailure('merchant.acct.setup.err', 'The points mall is not configured for this merchant.');
  return row;
}

/**
 * Credits the points earned since the last settlement: bets after the customer's bet watermark (by product rate) and
 * approved deposits not yet credited. Returns the points added. Runs inside the caller's transaction.
 */
export async function accruePoints(db: Db, customerId: number, merchantCode: string, now: number): Promise<number> {
  const rates = await pointRates(db, merchantCode);
  await db.query('INSERT INTO point_accruals (customer_id) VALUES ($1) ON CONFLICT DO NOTHING', [customerId]);
  const [mark] = await db.query<{ last_bet_id: number }>(
    'SELECT last_bet_id FROM point_accruals WHERE customer_id = $1 FOR UPDATE',
    [customerId],
  );
  const byProduct = await db.query<{ product_type: string; total: number; last: number }>(
    `SELECT product_type, sum(amount) AS total, max(id) AS last FROM bets
     WHERE customer_id = $1 AND id > $2 AND created_at <= $3 GROUP BY product_type`,
    [customerId, mark?.last_bet_id ?? 0, now],
  );
  let fromBets = 0;
  let lastBet = mark?.last_bet_id ?? 0;
  for (const row of byProduct) {
    const rate = rateByProduct[row.product_type];
    if (rate) fromBets += row.total * rates[rate];
    lastBet = Math.max(lastBet, row.last);
  }
  await db.query('UPDATE point_accruals SET last_bet_id = $2 WHERE customer_id = $1', [customerId, lastBet]);

  const deposits = await db.query<{ id: number; amount: number }>(
    `INSERT INTO point_deposit_accruals (fund_request_id, customer_id)
     SELECT id, customer_id FROM fund_requests
     WHERE customer_id = $1 AND kind = 'DEPOSIT' AND status = 'APPROVED' AND decided_at <= $2
     ON CONFLICT DO NOTHING
     RETURNING fund_request_id AS id, (SELECT amount FROM fund_requests f WHERE f.id = fund_request_id) AS amount`,
    [customerId, now],
  );
  const fromDeposits = deposits.reduce((sum, row) => sum + row.amount * rates.deposit, 0);

  let accrued = 0;
  if (roundMoney(fromBets) > 0) {
    accrued += roundMoney(fromBets);
    await movePoints(db, {
      customerId,
      amount: fromBets,
      txTypeId: pointTxTypes.betEarning,
      reference: `bets<=${lastBet}`,
      now,
    });
  }
  if (roundMoney(fromDeposits) > 0) {
    accrued += roundMoney(fromDeposits);
    await movePoints(db, {
      customerId,
      amount: fromDeposits,
      txTypeId: pointTxTypes.depositEarning,
      reference: `deposits:${deposits.map((d) => d.id).join(',')}`,
      now,
    });
  }
  return roundMoney(accrued);
}
