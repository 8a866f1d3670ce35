import { pointTxTypes } from '@platform/api-client/contract';
import type { Db } from '../../core/db';
import type { SandboxRuntime } from '../../core/runtime';
import { findCustomer } from '../shared/accounts.seed';
import { centresTimes } from '../shared/centres.constants';
import { mainBalance } from '../shared/ledger';
import { moneyScaleFor } from '../shared/merchant-settings';
import { seededInfoIcon, seededPointRates, seededRewards, seededRewardTypes } from './points.catalogue';
import { movePoints } from './points.ledger';
import { redeemReward, reviewRedemption } from './redemption.service';

const { day, hour } = centresTimes;

async function seedCatalogue(db: Db, merchant: string): Promise<Map<string, number>> {
  const rates = seededPointRates[merchant] ?? seededPointRates.AURUM!;
  await db.query(
    `INSERT INTO point_configs (merchant_code, exchange_rate, live_bet, lotto_bet, pvp_bet, rng_bet, sport_bet, redeem,
       deposit, info_icon) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      merchant,
      rates.exchange_rate,
      rates.live_bet,
      rates.lotto_bet,
      rates.pvp_bet,
      rates.rng_bet,
      rates.sport_bet,
      rates.redeem,
      rates.deposit,
      JSON.stringify({ ...seededInfoIcon, iconUrl: '/res/points/info-icon.svg' }),
    ],
  );
  for (const [sort, type] of seededRewardTypes.entries()) {
    await db.query(
      'INSERT INTO reward_types (merchant_code, type_id, name, chinese_name, i18n, sort) VALUES ($1, $2, $3, $4, $5, $6)',
      [merchant, type.typeId, type.name, type.chineseName, JSON.stringify(type.i18n), sort],
    );
  }
  const scale = await moneyScaleFor(db, merchant);
  const ids = new Map<string, number>();
  for (const [sort, reward] of seededRewards.entries()) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO rewards (merchant_code, type_id, name, description, price, mp_point_amount, mp_money_amount,
         display_point_money, inventory, display_offset, image_count, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        merchant,
        reward.type,
        reward.name,
        reward.description,
        reward.price,
        reward.pm?.[0] ?? null,
        reward.pm ? reward.pm[1] * scale : null,
        reward.pm !== undefined,
        reward.inventory,
        (sort * 37) % 250,
        reward.images,
        sort,
      ],
    );
    ids.set(reward.key, row!.id);
  }
  return ids;
}

/**
 * A points history for a demo player, built with the same functions the calls use (so balances, ledger, stock and
 * records agree): earnings, a hidden audit adjustment (9203), an approved, a rejected and a pending redemption.
 */
async function seedHistory(db: Db, merchant: string, username: string, rewards: Map<string, number>, now: number) {
  const customer = await findCustomer(db, merchant, username);
  if (!customer) return;
  const at = (ms: number) => now - ms;
  const earn = (amount: number, txTypeId: number, when: number) =>
    movePoints(db, { customerId: customer.id, amount, txTypeId, reference: 'seed', now: when });
  const redeem = (key: string, redeemType: 'P' | 'PM', quantity: number, when: number) =>
    redeemReward(db, {
      customerId: customer.id,
      merchantCode: merchant,
      rewardId: rewards.get(key)!,
      quantity,
      redeemType,
      recipientName: customer.nickname ?? username,
      address: '88 Harbour Road, Wan Chai',
      phone: '13800138000',
      province: 'Guangdong',
      remarks: '',
      now: when,
    });
  await earn(120_000, pointTxTypes.betEarning, at(40 * day));
  await earn(3_000, pointTxTypes.depositEarning, at(35 * day));
  const approved = await redeem('earbuds', 'P', 1, at(25 * day));
  await reviewRedemption(db, approved.record.id, 'A', 'Shipped: SF1234567890', at(24 * day));
  await earn(-500, pointTxTypes.auditAdjustment, at(20 * day));
  const rejected = await redeem('topup', 'P', 2, at(12 * day));
  await reviewRedemption(db, rejected.record.id, 'R', 'The phone number could not be topped up.', at(11 * day));
  await earn(80_000, pointTxTypes.betEarning, at(5 * day));
  await earn(300_000, pointTxTypes.betEarning, at(2 * day));
  await redeem('bonus50', 'P', 1, at(3 * hour));
  // A PM record too, when the demo wallet can pay its money part.
  if ((await mainBalance(db, customer.id)) >= 100 * (await moneyScaleFor(db, merchant)))
    await redeem('hamper', 'PM', 1, at(hour));
}

/** Marks everything seeded before now as already earned, so refreshPointBalance credits only new activity. */
async function markSeedAccrued(db: Db, merchant: string, now: number) {
  await db.query(
    `INSERT INTO point_accruals (customer_id, last_bet_id)
     SELECT c.id, coalesce(max(b.id), 0) FROM customers c LEFT JOIN bets b ON b.customer_id = c.id AND b.created_at <= $2
     WHERE c.merchant_code = $1 GROUP BY c.id
     ON CONFLICT (customer_id) DO UPDATE SET last_bet_id = excluded.last_bet_id`,
    [merchant, now],
  );
  await db.query(
    `INSERT INTO point_deposit_accruals (fund_request_id, customer_id)
     SELECT f.id, f.customer_id FROM fund_requests f JOIN customers c ON c.id = f.customer_id
     WHERE c.merchant_code = $1 AND f.kind = 'DEPOSIT' AND f.status = 'APPROVED' AND f.decided_at <= $2
     ON CONFLICT DO NOTHING`,
    [merchant, now],
  );
}

export async function seedPoints(runtime: SandboxRuntime): Promise<void> {
  const { db } = runtime;
  const now = runtime.clock.now();
  const merchants = await db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code');
  for (const { code } of merchants) {
    const rewards = await seedCatalogue(db, code);
    for (const username of ['member01', 'agent01', 'downline01']) await seedHistory(db, code, username, rewards, now);
    await markSeedAccrued(db, code, now);
  }
}
