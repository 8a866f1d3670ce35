import { z } from 'zod';
import { epochMs, money } from './common';

/** Shapes of the member centre's answers (the endpoints are in member-centre.rewards.ts and member-centre.money.ts). */

export const rangeErrors = ['date.range.invalid'] as const;

export const rewardSource = z.enum(['SIGN_IN', 'NEWBIE', 'RESCUE', 'MISSION', 'PROMOTION']);
export const rewardCentreItem = z.object({
  id: z.number().int(),
  /** signInTask, newbieTask, rescueTask, and rewards granted by missions and promotions (promoList). */
  source: rewardSource,
  title: z.string(),
  description: z.string(),
  amount: money,
  status: z.enum(['AVAILABLE', 'CLAIMED', 'EXPIRED']),
  createdAt: epochMs,
  expiresAt: epochMs.nullable(),
  claimedAt: epochMs.nullable(),
});

export const newbieTask = z.object({
  code: z.enum(['BIND_MOBILE', 'SET_PAYMENT_PASSWORD', 'FIRST_DEPOSIT', 'FIRST_BET']),
  reward: money,
  done: z.boolean(),
  /** The reward-centre item made when the task was done. */
  rewardId: z.number().int().nullable(),
});

export const signInState = z.object({
  signedToday: z.boolean(),
  /** Consecutive business days signed, today included when signed. */
  streak: z.number().int().nonnegative(),
  /** The 7-day cycle: what each day of the streak pays. */
  cycle: z.array(z.object({ day: z.number().int(), amount: money, signed: z.boolean() })),
});

export const inboxMessage = z.object({
  id: z.number().int(),
  /** INBOX: to this player; NOTICE: a platform message; SYSTEM: generated (withdrawal notes...). */
  category: z.enum(['INBOX', 'NOTICE', 'SYSTEM']),
  title: z.string(),
  /** HTML, sanitised by the client. */
  content: z.string(),
  read: z.boolean(),
  createdAt: epochMs,
});

export const friend = z.object({
  /** Masked (`ab***yz`): friends are other players. */
  account: z.string(),
  registeredAt: epochMs,
  firstDepositAt: epochMs.nullable(),
  /** Bets in the last 30 days. */
  betAmount: money,
  active: z.boolean(),
});

export const fundRequest = z.object({
  id: z.number().int(),
  kind: z.enum(['DEPOSIT', 'WITHDRAW']),
  amount: money,
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  channel: z.string().nullable(),
  remarks: z.string().nullable(),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});

export const depositChannel = z.object({
  code: z.string(),
  name: z.string(),
  min: money,
  max: money,
});

export const productRow = z.object({
  productType: z.string(),
  betAmount: money,
  validBet: money,
  winAmount: money,
  profitLoss: money,
  count: z.number().int(),
});
