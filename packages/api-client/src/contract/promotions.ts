import { z } from 'zod';
import { epochMs, fromQuery, imageDataUrl, money, ok, rowId, yesNo } from './common';
import { endpoint } from './define';
import { announcementImage } from './notices';

/** Available promotion types (points-centres-lottery.md §9). */
export const promotionType = z.enum(['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'MISSION_MANUAL']);
export const claimStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);

export const promotion = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Merchant HTML; sanitise before showing. */
  content: z.string(),
  startDate: epochMs,
  startDateStr: z.string(),
  endDate: epochMs.nullable(),
  promotionType,
  announcementImages: z.array(announcementImage),
  promoAnnouncementCategoryIds: z.array(z.number().int()),
  linkedPromotionId: z.number().int().nullable(),
  remarkRequired: yesNo,
  imageRequired: yesNo,
  redirect: z.string().nullable(),
  externalLink: z.string().nullable(),
  /** The logged-in player may claim it now (false logged out). */
  claimable: z.boolean(),
  /** The player's latest claim of it, or null. */
  claimStatus: claimStatus.nullable(),
});

export const promotionCategory = z.object({ id: z.number().int(), name: z.string(), sort: z.number() });

export const raffleTip = z.object({
  promotionId: z.number().int(),
  raffleScheduleId: z.number().int(),
  title: z.string(),
  isClaimed: z.boolean(),
  hasStarted: z.boolean(),
  hasEnded: z.boolean(),
  /** After this the tip disappears, epoch ms. */
  due: epochMs,
  /** When the draw starts (claim enabled from then), epoch ms. */
  time: epochMs,
});

/** A prize (player-site.md §3): type TICKET, POINT or another (CASH); value GOLDEN_EGG, PRIZE_WHEEL or another. */
export const prize = z.object({
  id: z.number().int(),
  type: z.enum(['TICKET', 'POINT', 'CASH']),
  value: z.enum(['GOLDEN_EGG', 'PRIZE_WHEEL', 'NONE']),
  amount: money,
  ticketId: z.string().nullable(),
  transactionId: z.string(),
  startDateStr: z.string().nullable(),
  endDateStr: z.string().nullable(),
  promotionId: z.number().int().nullable(),
  createdAt: epochMs,
});

export const manualBonus = z.object({
  id: z.number().int(),
  title: z.string(),
  amount: money,
  remarks: z.string().nullable(),
  createdAt: epochMs,
});

export const promotions = {
  list: endpoint({
    method: 'GET',
    path: '/wps/promotion/list',
    summary: 'Promotions running now with their categories; with a token, claimable and claimStatus are filled',
    input: z.object({
      categoryId: fromQuery(z.number().int().optional()),
      id: fromQuery(z.number().int().optional()),
    }),
    output: z.object({ categories: z.array(promotionCategory), list: z.array(promotion) }),
    access: 'optional',
    quiet: true,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/wps/promotion/claim',
    summary: 'Claim a promotion with remarks and pictures; the claim waits for review (PENDING)',
    description:
      'remarkRequired Y needs non-empty remarks, imageRequired Y at least one picture; remarks at most 140 ' +
      'characters; at most 3 pictures, each a JPEG or PNG by content of at most 5242880 bytes. The answer is the ' +
      'claim in PENDING; PROMOTION_CLAIM is pushed now and again when it is decided.',
    input: z.object({
      promotionId: rowId,
      remarks: z.string().max(140).default(''),
      pictures: z.array(imageDataUrl).max(3).default([]),
    }),
    output: z.object({ claimId: z.number().int(), promotionId: z.number().int(), status: z.literal('PENDING') }),
    access: 'member',
    errors: [
      'promotion.not.claimable',
      'promotion.already.claimed',
      'claim.remarks.required',
      'claim.image.required',
      'image.invalid',
      'trial.account.refused',
    ],
  }),
  availableCount: endpoint({
    method: 'GET',
    path: '/wps/promotion/available/count',
    summary: 'How many promotions the player may claim now (the badge leading to rewardCenter)',
    input: z.object({}),
    output: z.object({ count: z.number().int().nonnegative() }),
    access: 'member',
    quiet: true,
  }),
  raffleTip: endpoint({
    method: 'GET',
    path: '/wps/promotion/raffle/tip',
    summary: 'The next raffle draw for the player (raffle reward tip), or null',
    input: z.object({}),
    output: raffleTip.nullable(),
    access: 'member',
    quiet: true,
  }),
  raffleClaim: endpoint({
    method: 'POST',
    path: '/wps/promotion/raffle/claim',
    summary: 'Claim the raffle reward once the draw has started; answers the prize',
    // The schedule id is the draw's time (epoch ms), not a row id.
    input: z.object({ promotionId: rowId, raffleScheduleId: z.number().int().positive() }),
    output: prize,
    access: 'member',
    errors: ['raffle.not.started', 'raffle.ended', 'promotion.already.claimed', 'not.found'],
  }),
  prizes: endpoint({
    method: 'GET',
    path: '/wps/promotion/prizes',
    summary: 'Prizes not yet shown to the player (prize modal)',
    input: z.object({}),
    output: z.array(prize),
    access: 'member',
    quiet: true,
  }),
  prizesSeen: endpoint({
    method: 'POST',
    path: '/wps/promotion/prizes/seen',
    summary: 'Mark prizes as shown',
    input: z.object({ ids: z.array(rowId).min(1).max(100) }),
    output: ok,
    access: 'member',
  }),
  manualBonus: endpoint({
    method: 'GET',
    path: '/wps/promotion/manualBonus',
    summary: 'Manual bonuses granted and not yet acknowledged (manual bonus modal)',
    input: z.object({}),
    output: z.array(manualBonus),
    access: 'member',
    quiet: true,
  }),
  manualBonusSeen: endpoint({
    method: 'POST',
    path: '/wps/promotion/manualBonus/seen',
    summary: 'Acknowledge manual bonuses',
    input: z.object({ ids: z.array(rowId).min(1).max(100) }),
    output: ok,
    access: 'member',
  }),
} as const;
