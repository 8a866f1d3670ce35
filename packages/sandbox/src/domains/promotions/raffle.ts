import { randomInt } from 'node:crypto';
import type { Contract, OutputOf } from '@platform/api-client/contract';
import type { MemberContext } from '../../core/context';
import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import { isTrial } from '../shared/guards';
import { playerSettings } from '../system/merchant.settings';
import { moveMoney } from '../wallet/wallet.service';
import { type PromotionRow, runningPromotions } from './promotions.rules';

type RaffleTip = NonNullable<OutputOf<Contract['promotions']['raffleTip']>>;
type Prize = OutputOf<Contract['promotions']['raffleClaim']>;

const day = 86_400_000;

/**
 * Raffle draws repeat daily: a RAFFLE promotion opens at `raffle_minute` (UTC) for `raffle_minutes`. A draw's id is
 * its start time. Draws are computed, not stored, so the sandbox has a live draw however long it has been running.
 */
export function currentDraw(promotion: PromotionRow, now: number): { scheduleId: number; time: number; due: number } {
  const startOfDay = Math.floor(now / day) * day;
  const length = (promotion.raffle_minutes ?? 60) * 60_000;
  let time = startOfDay + (promotion.raffle_minute ?? 0) * 60_000;
  if (now >= time + length) time += day;
  return { scheduleId: time, time, due: time + length };
}

async function claimedDraws(db: Db, customerId: number): Promise<Set<string>> {
  const rows = await db.query<{ promotion_id: number; schedule_id: number }>(
    'SELECT promotion_id, schedule_id FROM raffle_claims WHERE customer_id = $1',
    [customerId],
  );
  return new Set(rows.map((r) => `${r.promotion_id}:${r.schedule_id}`));
}

/** The tip to show: an open draw not yet claimed, else the next one to open, else a claimed one, else null. */
export async function raffleTip(ctx: MemberContext): Promise<RaffleTip | null> {
  const now = ctx.now();
  const raffles = (await runningPromotions(ctx.db, ctx.merchant, now)).filter((p) => p.promotion_type === 'RAFFLE');
  const claimed = await claimedDraws(ctx.db, ctx.customer.id);
  const tips = raffles.map((promotion) => {
    const draw = currentDraw(promotion, now);
    const text = promotion.texts[ctx.language] ?? promotion.texts.EN;
    return {
      promotionId: promotion.id,
      raffleScheduleId: draw.scheduleId,
      title: text?.title ?? '',
      isClaimed: claimed.has(`${promotion.id}:${draw.scheduleId}`),
      hasStarted: now >= draw.time,
      hasEnded: now >= draw.due,
      due: draw.due,
      time: draw.time,
    };
  });
  const rank = (t: RaffleTip) => (t.isClaimed ? 2 : t.hasStarted ? 0 : 1);
  return tips.sort((a, b) => rank(a) - rank(b) || a.time - b.time)[0] ?? null;
}

/** What a draw gives, by weight: a golden-egg ticket, prize-wheel points or cash. */
const prizeTable = [
  { weight: 40, type: 'TICKET', value: 'GOLDEN_EGG', amount: 0 },
  { weight: 35, type: 'POINT', value: 'PRIZE_WHEEL', amount: 20 },
  { weight: 25, type: 'CASH', value: 'NONE', amount: 8 },
] as const;

function weighted<T extends { weight: number }>(table: readonly T[], roll: number): T {
  let left = roll;
  for (const entry of table) {
    if (left < entry.weight) return entry;
    left -= entry.weight;
  }
  return table[0] as T;
}

export async function claimRaffle(ctx: MemberContext, promotionId: number, scheduleId: number): Promise<Prize> {
  const now = ctx.now();
  const promotion = (await runningPromotions(ctx.db, ctx.merchant, now)).find(
    (p) => p.id === promotionId && p.promotion_type === 'RAFFLE',
  );
  if (!promotion) throw new ApiFailure('not.found', 'No such raffle.');
  if (isTrial(ctx.customer)) throw new ApiFailure('trial.account.refused', 'Please use a real account.');
  const draw = currentDraw(promotion, now);
  if (scheduleId > draw.scheduleId || (scheduleId === draw.scheduleId && now < draw.time)) {
    throw new ApiFailure('raffle.not.started', 'The draw has not started yet.', { value: { time: draw.time } });
  }
  if (scheduleId !== draw.scheduleId) throw new ApiFailure('raffle.ended', 'This draw has ended.');
  const pick = weighted(prizeTable, randomInt(100));
  const amount = pick.type === 'CASH' ? pick.amount * playerSettings(ctx.merchant).moneyScale : pick.amount;
  const transactionId = `RF-${promotionId}-${scheduleId.toString(36)}-${ctx.customer.id}`;
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO raffle_claims (promotion_id, schedule_id, customer_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING promotion_id`,
      [promotionId, scheduleId, ctx.customer.id, now],
    );
    if (inserted.length === 0) throw new ApiFailure('promotion.already.claimed', 'You already claimed this draw.');
    const ticketId = pick.type === 'TICKET' ? `TK-${now.toString(36).toUpperCase()}${ctx.customer.id}` : null;
    const [prize] = await tx.query<{ id: number }>(
      `INSERT INTO prizes (customer_id, promotion_id, prize_type, prize_value, amount, ticket_id, transaction_id,
         start_date, end_date, seen_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $8) RETURNING id`,
      [
        ctx.customer.id,
        promotionId,
        pick.type,
        pick.value,
        amount,
        ticketId,
        transactionId,
        now,
        ticketId ? now + 7 * day : null,
      ],
    );
    await tx.query(
      'UPDATE raffle_claims SET prize_id = $4 WHERE promotion_id = $1 AND schedule_id = $2 AND customer_id = $3',
      [promotionId, scheduleId, ctx.customer.id, prize?.id],
    );
    if (pick.type === 'CASH') {
      await moveMoney(tx, {
        customerId: ctx.customer.id,
        walletCode: 'MAIN',
        amount,
        txType: 'PROMOTION_BONUS',
        reference: transactionId,
        now,
      });
    } else if (pick.type === 'POINT') {
      await tx.query('UPDATE customers SET points = points + $2 WHERE id = $1', [ctx.customer.id, amount]);
    }
    const day10 = (t: number) => new Date(t).toISOString().slice(0, 10);
    return {
      id: prize?.id ?? 0,
      type: pick.type,
      value: pick.value,
      amount,
      ticketId,
      transactionId,
      startDateStr: ticketId ? day10(now) : null,
      endDateStr: ticketId ? day10(now + 7 * day) : null,
      promotionId,
      createdAt: now,
    };
  });
}
