import { pointTxTypes } from '@platform/api-client/contract';
import { validateRedeem } from '@platform/validation';
import type { MemberContext } from '../../core/context';
import type { Db } from '../../core/db';
import { implement } from '../../core/handlers';
import { fieldInvalid, flagOn, refuseTrial } from '../shared/guards';
import { mainBalance, moveMoney, roundMoney, walletTxTypes } from '../shared/ledger';
import { merchantPhoneRule } from '../shared/merchant-settings';
import { pageOfRows, resolveRange, rowsPage } from '../shared/paging';
import { requireLoginPassword, requirePaymentPassword } from '../shared/password.guard';
import { findInDownline } from '../shared/team';
import { accruePoints, movePoints, pointRates, pointTxNames } from './points.ledger';
import { pricingOf, type RedemptionRow, type RewardRow, redeemReward, settleRedemptions } from './redemption.service';
import { rewardImageUrl } from './reward-images';

export function toRewardItem(row: RewardRow) {
  const images = Array.from({ length: Math.max(1, row.image_count) }, (_, i) => ({
    type: 'S' as const,
    imageUrl: rewardImageUrl(row.id, i + 1),
  }));
  return {
    id: row.id,
    name: row.name,
    imageLink: rewardImageUrl(row.id, 0),
    merchandiseImages: [{ type: 'M' as const, imageUrl: rewardImageUrl(row.id, 0) }, ...images],
    ...pricingOf(row),
    price: row.price,
    inventory: row.inventory,
    adjustedCount: row.redeemed_count + row.display_offset,
    description: row.description,
    type: row.type_id,
  };
}

export function toRedemptionRecord(row: RedemptionRow) {
  return {
    id: row.id,
    dateRequested: row.created_at,
    type: row.redeem_type,
    name: row.reward_name,
    rewardId: row.reward_id,
    imageLink: rewardImageUrl(row.reward_id, 0),
    quantity: row.quantity,
    requiredPoint: row.required_point,
    requiredMoney: row.required_money,
    status: row.status,
    recipientName: row.recipient_name,
    address: row.address,
    phone: row.phone,
    province: row.province,
    remarks: row.remarks,
    reviewedAt: row.reviewed_at,
    reviewRemark: row.review_remark,
  };
}

async function balanceOf(db: Db, customerId: number) {
  const [row] = await db.query<{ points: number; updated_at: number | null }>(
    `SELECT c.points, (SELECT max(created_at) FROM point_transactions WHERE customer_id = c.id) AS updated_at
     FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  return { points: row?.points ?? 0, updatedAt: row?.updated_at ?? null };
}

/** Runs the timed settlements that reads should see (auto-approved redemptions). */
async function settle(ctx: MemberContext) {
  await settleRedemptions(ctx.db, ctx.customer.id, ctx.now());
}

export const pointsHandlers = implement('points', {
  async balance(_input, ctx) {
    await settle(ctx);
    return balanceOf(ctx.db, ctx.customer.id);
  },

  async refreshBalance(_input, ctx) {
    await settle(ctx);
    const accrued = await ctx.db.transaction((tx) => accruePoints(tx, ctx.customer.id, ctx.merchant.code, ctx.now()));
    return { ...(await balanceOf(ctx.db, ctx.customer.id)), accrued };
  },

  async rewards(input, ctx) {
    const filter = input.type === undefined ? '' : 'AND type_id = $2';
    const params: unknown[] = input.type === undefined ? [ctx.merchant.code] : [ctx.merchant.code, input.type];
    const { rows, total } = await rowsPage<RewardRow>(
      ctx.db,
      'rewards',
      {
        where: `merchant_code = $1 AND active ${filter}`,
        params,
        orderBy: 'type_id, sort, id',
      },
      input,
    );
    return pageOfRows(rows.map(toRewardItem), total, input.page, input.size);
  },

  async rewardTypes(_input, ctx) {
    const rows = await ctx.db.query<{
      type_id: number;
      name: string;
      chinese_name: string;
      i18n: Record<string, string>;
    }>('SELECT * FROM reward_types WHERE merchant_code = $1 ORDER BY sort, type_id', [ctx.merchant.code]);
    return rows.map((r) => ({ typeId: r.type_id, name: r.name, chineseName: r.chinese_name, i18nStr: r.i18n }));
  },

  async infoIcon(_input, ctx) {
    const [row] = await ctx.db.query<{ info_icon: { iconUrl?: string; title?: string; content?: string } }>(
      'SELECT info_icon FROM point_configs WHERE merchant_code = $1',
      [ctx.merchant.code],
    );
    const icon = row?.info_icon ?? {};
    return {
      iconUrl: icon.iconUrl ?? '/res/points/info-icon.svg',
      title: icon.title ?? '',
      content: icon.content ?? '',
    };
  },

  async redeem(input, ctx) {
    refuseTrial(ctx.customer);
    const paymentPassword = flagOn(ctx.merchant, 'PAYMENTPASS3');
    const check = validateRedeem(input, { PAYMENTPASS3: paymentPassword, phoneRule: merchantPhoneRule(ctx.merchant) });
    if (!check.ok) throw fieldInvalid(check.field, check.key);
    if (paymentPassword) await requirePaymentPassword(ctx, input.password, input);
    else await requireLoginPassword(ctx, input.password, input);
    const result = await redeemReward(ctx.db, {
      customerId: ctx.customer.id,
      merchantCode: ctx.merchant.code,
      rewardId: input.rewardId,
      quantity: input.quantity,
      redeemType: input.redeemType,
      recipientName: input.name,
      address: input.address,
      phone: input.phone,
      province: input.province,
      remarks: input.remarks,
      now: ctx.now(),
    });
    return {
      record: toRedemptionRecord(result.record),
      points: result.points,
      balance: result.balance ?? (await mainBalance(ctx.db, ctx.customer.id)),
    };
  },

  async redemptions(input, ctx) {
    await settle(ctx);
    const range = resolveRange({ start: input.startDate, end: input.endDate }, ctx.now());
    const params: unknown[] = [ctx.customer.id, range.start, range.end];
    const status = input.status ? `AND status = $${params.push(input.status)}` : '';
    const where = `customer_id = $1 AND created_at BETWEEN $2 AND $3 ${status}`;
    const { rows, total } = await rowsPage<RedemptionRow>(ctx.db, 'redemptions', { where, params }, input);
    return pageOfRows(rows.map(toRedemptionRecord), total, input.page, input.size);
  },

  async transactions(input, ctx) {
    await settle(ctx);
    const owner = input.subordinateName
      ? (await findInDownline(ctx.db, ctx.customer, input.subordinateName)).id
      : ctx.customer.id;
    const range = resolveRange({ start: input.startTime, end: input.endTime }, ctx.now());
    const params: unknown[] = [owner, range.start, range.end, input.excludeTxTypeIds ?? []];
    const where = 'customer_id = $1 AND created_at BETWEEN $2 AND $3 AND NOT (tx_type_id = ANY($4::int[]))';
    const { rows, total } = await rowsPage<{
      id: number;
      created_at: number;
      tx_type_id: number;
      amount: number;
      balance_after: number;
    }>(ctx.db, 'point_transactions', { where, params }, input);
    const list = rows.map((row) => {
      const names = pointTxNames[row.tx_type_id] ?? { cn: String(row.tx_type_id), en: String(row.tx_type_id) };
      return {
        txId: row.id,
        txTimeInTimestamp: row.created_at,
        txTypeId: row.tx_type_id,
        amount: row.amount,
        currentAvailBalance: row.balance_after,
        nameCn: names.cn,
        nameEn: names.en,
      };
    });
    return pageOfRows(list, total, input.page, input.size);
  },

  async convert(input, ctx) {
    refuseTrial(ctx.customer);
    if (input.password.trim() === '') throw fieldInvalid('password', 'br_enter_moneypwd');
    await requirePaymentPassword(ctx, input.password, input);
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const rate = (await pointRates(tx, ctx.merchant.code)).exchange_rate;
      const credited = roundMoney(input.amount * rate);
      const reference = `convert:${now}`;
      const points = await movePoints(tx, {
        customerId: ctx.customer.id,
        amount: -input.amount,
        txTypeId: pointTxTypes.convert,
        reference,
        now,
      });
      const balance = await moveMoney(tx, {
        customerId: ctx.customer.id,
        amount: credited,
        txType: walletTxTypes.pointConvert,
        remark: `${input.amount} points`,
        reference,
        now,
      });
      return { points, balance, credited };
    });
  },

  async config(_input, ctx) {
    const rates = await pointRates(ctx.db, ctx.merchant.code);
    return {
      pointExchangeRate: rates.exchange_rate,
      liveBet: rates.live_bet,
      lottoBet: rates.lotto_bet,
      pvpBet: rates.pvp_bet,
      rngBet: rates.rng_bet,
      sportBet: rates.sport_bet,
      redeem: rates.redeem,
      deposit: rates.deposit,
    };
  },
});
