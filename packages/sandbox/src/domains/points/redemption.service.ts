import { pointTxTypes } from '@platform/api-client/contract';
import { clampRedeemQuantity, type RedeemType, redeemCost, redeemTypesFor } from '@platform/validation';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import { centresTimes } from '../shared/centres.constants';
import { moveMoney, walletTxTypes } from '../shared/ledger';
import { movePoints, pointRates } from './points.ledger';

export interface RewardRow {
  id: number;
  merchant_code: string;
  type_id: number;
  name: string;
  description: string;
  price: number | null;
  mp_point_amount: number | null;
  mp_money_amount: number | null;
  display_point_money: boolean;
  inventory: number;
  redeemed_count: number;
  display_offset: number;
  image_count: number;
  sort: number;
  active: boolean;
}

export interface RedemptionRow {
  id: number;
  customer_id: number;
  reward_id: number;
  reward_name: string;
  redeem_type: 'P' | 'PM';
  quantity: number;
  required_point: number;
  required_money: number;
  status: 'P' | 'A' | 'R';
  recipient_name: string;
  address: string;
  phone: string;
  province: string;
  remarks: string;
  created_at: number;
  reviewed_at: number | null;
  review_remark: string | null;
}

export function pricingOf(reward: RewardRow) {
  return {
    price: reward.price,
    mpPointAmount: reward.mp_point_amount,
    mpMoneyAmount: reward.mp_money_amount,
    displayPointMoneyAmt: reward.display_point_money ? ('Y' as const) : ('N' as const),
  };
}

/** The type a request ends up with: PM when the item has no points price (spec §4); else the asked type if offered. */
export function effectiveRedeemType(reward: RewardRow, asked: RedeemType): RedeemType {
  const offered = redeemTypesFor(pricingOf(reward));
  if (offered.includes(asked)) return asked;
  if (offered.length === 1 && offered[0] === 'PM') return 'PM';
  throw new ApiFailure('redeem.type.unavailable', `This reward cannot be redeemed as ${asked}.`, {
    value: { offered },
  });
}

export interface RedeemRequest {
  customerId: number;
  merchantCode: string;
  rewardId: number;
  quantity: number;
  redeemType: RedeemType;
  recipientName: string;
  address: string;
  phone: string;
  province: string;
  remarks: string;
  now: number;
}

/**
 * Redeems in one transaction: locks the reward, clamps the quantity to 1..inventory, spends the points (and the money
 * of a PM redemption), takes the stock and writes the record as P. Any failure on the way rolls all of it back.
 */
export async function redeemReward(db: Db, request: RedeemRequest) {
  return db.transaction(async (tx) => {
    const [reward] = await tx.query<RewardRow>(
      'SELECT * FROM rewards WHERE id = $1 AND merchant_code = $2 AND active FOR UPDATE',
      [request.rewardId, request.merchantCode],
    );
    if (!reward) throw new ApiFailure('not.found', 'No such reward.');
    const type = effectiveRedeemType(reward, request.redeemType);
    const quantity = clampRedeemQuantity(request.quantity, reward.inventory);
    if (quantity === 0) throw new ApiFailure('reward.out.of.stock', 'This reward is sold out.');
    const cost = redeemCost(pricingOf(reward), type, quantity);
    const [record] = await tx.query<RedemptionRow>(
      `INSERT INTO redemptions (customer_id, reward_id, reward_name, redeem_type, quantity, required_point,
         required_money, recipient_name, address, phone, province, remarks, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
      [
        request.customerId,
        reward.id,
        reward.name,
        type,
        quantity,
        cost.points,
        cost.money,
        request.recipientName.trim(),
        request.address.trim(),
        request.phone.trim(),
        request.province.trim(),
        request.remarks.trim(),
        request.now,
      ],
    );
    if (!record) throw new Error('redemption insert returned nothing');
    const reference = `redemption:${record.id}`;
    const points = await movePoints(tx, {
      customerId: request.customerId,
      amount: -cost.points,
      txTypeId: pointTxTypes.redeem,
      reference,
      now: request.now,
    });
    let balance: number | null = null;
    if (cost.money > 0) {
      balance = await moveMoney(tx, {
        customerId: request.customerId,
        amount: -cost.money,
        txType: walletTxTypes.pointRedeem,
        remark: `${reward.name} x${quantity}`,
        reference,
        now: request.now,
      });
    }
    await tx.query(
      'UPDATE rewards SET inventory = inventory - $2, redeemed_count = redeemed_count + $2 WHERE id = $1',
      [reward.id, quantity],
    );
    return { record, points, balance };
  });
}

/**
 * Decides a pending redemption. A: approved, and the money part of a PM redemption earns points at the `redeem`
 * rate. R: rejected, and the points, money and stock go back. Anything but P fails with `not.found`.
 */
export async function reviewRedemption(
  db: Db,
  id: number,
  decision: 'A' | 'R',
  remark: string | null,
  now: number,
): Promise<RedemptionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<RedemptionRow & { merchant_code: string }>(
      `SELECT r.*, c.merchant_code FROM redemptions r JOIN customers c ON c.id = r.customer_id
       WHERE r.id = $1 AND r.status = 'P' FOR UPDATE OF r`,
      [id],
    );
    if (!row) throw new ApiFailure('not.found', 'No pending redemption with this id.');
    const reference = `redemption:${row.id}`;
    if (decision === 'A') {
      const earned = row.required_money * (await pointRates(tx, row.merchant_code)).redeem;
      if (earned >= 0.01)
        await movePoints(tx, {
          customerId: row.customer_id,
          amount: earned,
          txTypeId: pointTxTypes.redeemMoneyEarning,
          reference,
          now,
        });
    } else {
      if (row.required_point > 0)
        await movePoints(tx, {
          customerId: row.customer_id,
          amount: row.required_point,
          txTypeId: pointTxTypes.redeemRefund,
          reference,
          now,
        });
      if (row.required_money > 0)
        await moveMoney(tx, {
          customerId: row.customer_id,
          amount: row.required_money,
          txType: walletTxTypes.pointRedeemRefund,
          remark: row.reward_name,
          reference,
          now,
        });
      await tx.query(
        'UPDATE rewards SET inventory = inventory + $2, redeemed_count = greatest(redeemed_count - $2, 0) WHERE id = $1',
        [row.reward_id, row.quantity],
      );
    }
    const [updated] = await tx.query<RedemptionRow>(
      'UPDATE redemptions SET status = $2, reviewed_at = $3, review_remark = $4 WHERE id = $1 RETURNING *',
      [row.id, decision, now, remark],
    );
    return updated as RedemptionRow;
  });
}

/** Approves the player's redemptions nobody reviewed within `redemptionAutoApproveMs` (run before reads). */
export async function settleRedemptions(db: Db, customerId: number, now: number): Promise<void> {
  const due = await db.query<{ id: number; created_at: number }>(
    `SELECT id, created_at FROM redemptions WHERE customer_id = $1 AND status = 'P' AND created_at <= $2 ORDER BY id`,
    [customerId, now - centresTimes.redemptionAutoApproveMs],
  );
  for (const row of due)
    await reviewRedemption(
      db,
      row.id,
      'A',
      'Approved automatically',
      row.created_at + centresTimes.redemptionAutoApproveMs,
    );
}
