import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { isTrial } from '../shared/guards';
import { assertImages, dataUrlBytes } from '../shared/images';
import {
  claimableCount,
  isClaimable,
  latestClaims,
  type PromotionRow,
  runningPromotions,
  toPromotion,
} from './promotions.rules';
import { claimRaffle, raffleTip } from './raffle';

const day10 = (t: number | null) => (t === null ? null : new Date(t).toISOString().slice(0, 10));

export const promotionsHandlers = implement('promotions', {
  list: async (input, ctx) => {
    const now = ctx.now();
    const categories = await ctx.db.query<{ id: number; names: Record<string, string>; sort: number }>(
      'SELECT * FROM promotion_categories WHERE merchant_code = $1 ORDER BY sort, id',
      [ctx.merchant.code],
    );
    let running = await runningPromotions(ctx.db, ctx.merchant, now);
    if (input.id !== undefined) running = running.filter((p) => p.id === input.id);
    if (input.categoryId !== undefined)
      running = running.filter((p) => p.category_ids.includes(input.categoryId as number));
    const latest = ctx.customer ? await latestClaims(ctx.db, ctx.customer.id) : new Map();
    const list = [];
    for (const row of running) {
      const status = latest.get(row.id) ?? null;
      list.push(
        toPromotion(row, ctx.language, {
          claimable: await isClaimable(ctx.db, row, ctx.customer, status ?? undefined, now),
          status,
        }),
      );
    }
    return {
      categories: categories.map((c) => ({ id: c.id, name: c.names[ctx.language] ?? c.names.EN ?? '', sort: c.sort })),
      list,
    };
  },
  claim: async (input, ctx) => {
    const now = ctx.now();
    const [promotion] = await ctx.db.query<PromotionRow>(
      'SELECT * FROM promotions WHERE id = $1 AND merchant_code = $2',
      [input.promotionId, ctx.merchant.code],
    );
    if (!promotion) throw new ApiFailure('promotion.not.claimable', 'This promotion cannot be claimed.');
    if (isTrial(ctx.customer)) throw new ApiFailure('trial.account.refused', 'Please use a real account.');
    const latest = (await latestClaims(ctx.db, ctx.customer.id)).get(promotion.id);
    if (latest === 'PENDING' || latest === 'APPROVED') {
      throw new ApiFailure('promotion.already.claimed', 'You have already claimed this promotion.');
    }
    if (!(await isClaimable(ctx.db, promotion, ctx.customer, latest, now))) {
      throw new ApiFailure('promotion.not.claimable', 'This promotion cannot be claimed now.');
    }
    const remarks = input.remarks.trim();
    if (promotion.remark_required && remarks === '') {
      throw new ApiFailure('claim.remarks.required', 'Please add remarks.');
    }
    if (promotion.image_required && input.pictures.length === 0) {
      throw new ApiFailure('claim.image.required', 'Please attach at least one picture.');
    }
    await assertImages(input.pictures);
    const claim = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO promotion_claims (promotion_id, customer_id, remarks, status, created_at)
         VALUES ($1, $2, $3, 'PENDING', $4) RETURNING id`,
        [promotion.id, ctx.customer.id, remarks, now],
      );
      const claimId = row?.id ?? 0;
      for (const [position, picture] of input.pictures.entries()) {
        const bytes = dataUrlBytes(picture);
        await tx.query(
          'INSERT INTO promotion_claim_pictures (claim_id, position, mime, bytes) VALUES ($1, $2, $3, $4)',
          [claimId, position, bytes[0] === 0x89 ? 'image/png' : 'image/jpeg', bytes],
        );
      }
      return claimId;
    });
    const text = promotion.texts[ctx.language] ?? promotion.texts.EN;
    ctx.publish(ctx.customer.id, {
      type: 'PROMOTION_CLAIM',
      claimId: claim,
      promotionId: promotion.id,
      title: text?.title ?? '',
      status: 'PENDING',
      remarks: null,
      createdAt: now,
    });
    return { claimId: claim, promotionId: promotion.id, status: 'PENDING' as const };
  },
  availableCount: async (_input, ctx) => ({
    count: (await claimableCount(ctx.db, ctx.merchant, ctx.customer, ctx.now())).count,
  }),
  raffleTip: (_input, ctx) => raffleTip(ctx),
  raffleClaim: (input, ctx) => claimRaffle(ctx, input.promotionId, input.raffleScheduleId),
  prizes: async (_input, ctx) => {
    const rows = await ctx.db.query<{
      id: number;
      prize_type: 'TICKET' | 'POINT' | 'CASH';
      prize_value: 'GOLDEN_EGG' | 'PRIZE_WHEEL' | 'NONE';
      amount: number;
      ticket_id: string | null;
      transaction_id: string;
      start_date: number | null;
      end_date: number | null;
      promotion_id: number | null;
      created_at: number;
    }>('SELECT * FROM prizes WHERE customer_id = $1 AND seen_at IS NULL ORDER BY created_at, id', [ctx.customer.id]);
    return rows.map((r) => ({
      id: r.id,
      type: r.prize_type,
      value: r.prize_value,
      amount: r.amount,
      ticketId: r.ticket_id,
      transactionId: r.transaction_id,
      startDateStr: day10(r.start_date),
      endDateStr: day10(r.end_date),
      promotionId: r.promotion_id,
      createdAt: r.created_at,
    }));
  },
  prizesSeen: async (input, ctx) => {
    await ctx.db.query(
      'UPDATE prizes SET seen_at = $3 WHERE customer_id = $1 AND id = ANY($2::int[]) AND seen_at IS NULL',
      [ctx.customer.id, input.ids, ctx.now()],
    );
    return true as const;
  },
  manualBonus: async (_input, ctx) => {
    const rows = await ctx.db.query<{
      id: number;
      title: string;
      amount: number;
      remarks: string | null;
      created_at: number;
    }>('SELECT * FROM manual_bonuses WHERE customer_id = $1 AND seen_at IS NULL ORDER BY created_at, id', [
      ctx.customer.id,
    ]);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      amount: r.amount,
      remarks: r.remarks,
      createdAt: r.created_at,
    }));
  },
  manualBonusSeen: async (input, ctx) => {
    await ctx.db.query(
      'UPDATE manual_bonuses SET seen_at = $3 WHERE customer_id = $1 AND id = ANY($2::int[]) AND seen_at IS NULL',
      [ctx.customer.id, input.ids, ctx.now()],
    );
    return true as const;
  },
});
