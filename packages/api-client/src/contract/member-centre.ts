import { z } from 'zod';
import {
  answeredRange,
  betProductType,
  betRecord,
  betTotals,
  ledgerLine,
  optionalFilter,
  pageInput,
  rangeInput,
  salaryRecord,
} from './centres-common';
import { epochMs, money, pageOf } from './common';
import { endpoint } from './define';

/**
 * The member centre (points-centres-lottery.md §2; opened by page name, default securityCenter). Security centre,
 * my account, wallet and fund transfer are the player half's (member, wallet groups); this group holds the rest:
 * rewardCenter, messageV2, bonusDetails, referral, betting and account records, personal loss,
 * missionLeaderboard, manualRebate, transferUpline, playerMRDailySalary, depositv2 and withdraw. Trial accounts
 * (isAgent 4) are refused every action (`trial.account.refused`, in_need_true_account). Shapes designed here.
 */

const rangeErrors = ['date.range.invalid'] as const;

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

const productRow = z.object({
  productType: z.string(),
  betAmount: money,
  validBet: money,
  winAmount: money,
  profitLoss: money,
  count: z.number().int(),
});

export const memberCentre = {
  rewardCentre: endpoint({
    method: 'GET',
    path: '/wps/member-centre/rewards',
    summary: 'rewardCenter: rewards waiting to be claimed, claimed or expired, by source tab',
    description:
      'Tabs: signInTask (SIGN_IN), newbieTask (NEWBIE), rescueTask (RESCUE), mission and promoList rewards. ' +
      'Reading settles what is due first: done newbie tasks and yesterday-and-earlier rescue bonuses become ' +
      'items, past-due items expire. `available` counts what can be claimed now.',
    input: z.object({
      ...pageInput(10),
      source: optionalFilter(rewardSource),
      status: optionalFilter(z.enum(['AVAILABLE', 'CLAIMED', 'EXPIRED'])),
    }),
    output: pageOf(rewardCentreItem).extend({ available: z.number().int(), availableAmount: money }),
    access: 'member',
    errors: ['trial.account.refused'],
  }),
  claimReward: endpoint({
    method: 'POST',
    path: '/wps/member-centre/rewards/claim',
    summary: 'rewardCenter: claim an available reward into the main wallet',
    input: z.object({ id: z.coerce.number().int() }),
    output: z.object({ item: rewardCentreItem, balance: money }),
    access: 'member',
    errors: ['reward.not.claimable', 'trial.account.refused'],
  }),
  newbieTasks: endpoint({
    method: 'GET',
    path: '/wps/member-centre/newbie-tasks',
    summary: 'newbieTask: the first steps of a new player and their rewards',
    input: z.object({}),
    output: z.array(newbieTask),
    access: 'member',
  }),
  signInState: endpoint({
    method: 'GET',
    path: '/wps/member-centre/sign-in',
    summary: "signInTask: today's sign-in and the 7-day streak",
    input: z.object({}),
    output: signInState,
    access: 'member',
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/wps/member-centre/sign-in',
    summary: "signInTask: sign in for today; the day's amount becomes a reward-centre item",
    description: 'Business days start at 00:00 UTC+8. A missed day restarts the 7-day cycle.',
    input: z.object({}),
    output: z.object({ state: signInState, item: rewardCentreItem }),
    access: 'member',
    errors: ['signin.already.done', 'trial.account.refused'],
  }),
  messages: endpoint({
    method: 'GET',
    path: '/wps/member-centre/messages',
    summary: 'messageV2: inbox and platform messages, newest first, by category and read state',
    input: z.object({
      ...pageInput(10),
      category: optionalFilter(z.enum(['INBOX', 'NOTICE', 'SYSTEM'])),
      read: optionalFilter(z.enum(['READ', 'UNREAD'])),
    }),
    output: pageOf(inboxMessage).extend({ unreadCount: z.number().int() }),
    access: 'member',
  }),
  readMessages: endpoint({
    method: 'POST',
    path: '/wps/member-centre/messages/read',
    summary: 'messageV2: mark messages read (ids, or every message with all)',
    input: z.object({ ids: z.array(z.coerce.number().int()).max(500).default([]), all: z.boolean().default(false) }),
    output: z.object({ unreadCount: z.number().int() }),
    access: 'member',
    idempotent: true,
  }),
  deleteMessages: endpoint({
    method: 'POST',
    path: '/wps/member-centre/messages/delete',
    summary: 'messageV2: delete messages',
    input: z.object({ ids: z.array(z.coerce.number().int()).min(1).max(500) }),
    output: z.object({ unreadCount: z.number().int() }),
    access: 'member',
    idempotent: true,
  }),
  bonusDetails: endpoint({
    method: 'GET',
    path: '/wps/member-centre/bonuses',
    summary: 'bonusDetails: bonuses, rebates, rewards, salaries and red envelopes received',
    input: z.object({ ...rangeInput, ...pageInput(10), txType: optionalFilter(z.string().max(40)) }),
    output: pageOf(ledgerLine).extend({ totalAmount: money, ...answeredRange.shape }),
    access: 'member',
    errors: [...rangeErrors],
  }),
  referral: endpoint({
    method: 'GET',
    path: '/wps/member-centre/referral',
    summary: 'referral (invite friends): the invite code and link, and the friend overview',
    description: 'Friends are the accounts registered under the player (their invite link or direct downline).',
    input: z.object({}),
    output: z.object({
      code: z.string(),
      inviteLink: z.string(),
      friends: z.number().int(),
      activeFriends: z.number().int(),
      depositedFriends: z.number().int(),
      friendBetAmount: money,
    }),
    access: 'member',
    errors: ['trial.account.refused'],
  }),
  referralFriends: endpoint({
    method: 'GET',
    path: '/wps/member-centre/referral/friends',
    summary: 'referral: the friends, newest first',
    input: z.object(pageInput(10)),
    output: pageOf(friend),
    access: 'member',
  }),
  bettingRecords: endpoint({
    method: 'GET',
    path: '/wps/member-centre/bets',
    summary: "Betting record: the player's bets with the totals of the range",
    input: z.object({ ...rangeInput, ...pageInput(10), productType: optionalFilter(betProductType) }),
    output: pageOf(betRecord).extend({ totals: betTotals, ...answeredRange.shape }),
    access: 'member',
    errors: [...rangeErrors],
  }),
  accountRecords: endpoint({
    method: 'GET',
    path: '/wps/member-centre/account-records',
    summary: "Account record: the player's wallet ledger",
    input: z.object({ ...rangeInput, ...pageInput(10), txType: optionalFilter(z.string().max(40)) }),
    output: pageOf(ledgerLine).extend({ ...answeredRange.shape }),
    access: 'member',
    errors: [...rangeErrors],
  }),
  personalLoss: endpoint({
    method: 'GET',
    path: '/wps/member-centre/personal-loss',
    summary: 'Personal loss: results by product, bonuses, deposits and withdrawals of the range',
    input: z.object(rangeInput),
    output: z.object({
      ...answeredRange.shape,
      byProduct: z.array(productRow),
      totals: productRow.omit({ productType: true }),
      bonus: money,
      deposit: money,
      withdraw: money,
      /** profitLoss plus bonus. */
      net: money,
    }),
    access: 'member',
    errors: [...rangeErrors],
  }),
  missionLeaderboard: endpoint({
    method: 'GET',
    path: '/wps/member-centre/mission-leaderboard',
    summary: "missionLeaderboard: the merchant's players ranked by valid bets of the day, week or month",
    input: z.object({
      period: z.enum(['DAY', 'WEEK', 'MONTH']).default('WEEK'),
      size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    output: z.object({
      periodStart: epochMs,
      periodEnd: epochMs,
      list: z.array(z.object({ rank: z.number().int(), account: z.string(), value: money })),
      me: z.object({ rank: z.number().int().nullable(), value: money }),
    }),
    access: 'member',
  }),
  manualRebate: endpoint({
    method: 'GET',
    path: '/wps/member-centre/rebate/manual',
    summary: 'manualRebate: the rebate earned on bets since the last claim, by product',
    input: z.object({}),
    output: z.object({
      /** The merchant pays manual rebate (MANPLAYREB3) and has rates. */
      enabled: z.boolean(),
      claimable: money,
      byProduct: z.array(z.object({ productType: z.string(), validBet: money, rate: z.number(), amount: money })),
      lastClaimAt: epochMs.nullable(),
    }),
    access: 'member',
  }),
  claimRebate: endpoint({
    method: 'POST',
    path: '/wps/member-centre/rebate/claim',
    summary: 'manualRebate: claim the rebate into the main wallet',
    input: z.object({}),
    output: z.object({ amount: money, balance: money }),
    access: 'member',
    errors: ['rebate.nothing.to.claim', 'feature.disabled', 'trial.account.refused'],
  }),
  transferUplineInfo: endpoint({
    method: 'GET',
    path: '/wps/member-centre/transfer-upline',
    summary: 'transferUpline: whether the player may transfer to their upline, and to whom',
    description:
      'Allowed only if toUpline is 1, the role (isAgent) is not 2, the flag AGETRANSFERUP3 is on and an upline exists.',
    input: z.object({}),
    output: z.object({
      allowed: z.boolean(),
      /** Why not: TO_UPLINE, ROLE, FLAG or NO_UPLINE; null when allowed. */
      reason: z.enum(['TO_UPLINE', 'ROLE', 'FLAG', 'NO_UPLINE']).nullable(),
      uplineAccount: z.string().nullable(),
      balance: money,
    }),
    access: 'member',
  }),
  transferUpline: endpoint({
    method: 'POST',
    path: '/wps/member-centre/transfer-upline',
    summary: 'transferUpline: move money to the upline (pushes AGENT_TRANSFER_DOWNLINE_TO_AGENT to both)',
    input: z.object({
      amount: z.coerce.number().positive(),
      paymentPassword: z.string().max(128).default(''),
      remarks: z.string().max(100).optional(),
    }),
    output: z.object({ transferId: z.number().int(), amount: money, uplineAccount: z.string(), balance: money }),
    access: 'member',
    encrypted: true,
    errors: [
      'transfer.not.allowed',
      'balance.not.enough',
      'payment.password.incorrect',
      'payment.password.unset',
      'field.invalid',
      'trial.account.refused',
    ],
  }),
  dailySalary: endpoint({
    method: 'GET',
    path: '/wps/member-centre/daily-salary',
    summary: "playerMRDailySalary: the player's daily salary settlements",
    input: z.object({ ...rangeInput, ...pageInput(10) }),
    output: pageOf(salaryRecord).extend({
      totals: z.object({ amount: money, paidCount: z.number().int() }),
      ...answeredRange.shape,
    }),
    access: 'member',
    errors: [...rangeErrors],
  }),
  depositPage: endpoint({
    method: 'GET',
    path: '/wps/member-centre/deposit',
    summary: 'depositv2: the deposit channels with their limits, and the pending deposits',
    input: z.object({}),
    output: z.object({ channels: z.array(depositChannel), pending: z.array(fundRequest) }),
    access: 'member',
    errors: ['feature.disabled'],
  }),
  deposit: endpoint({
    method: 'POST',
    path: '/wps/member-centre/deposit',
    summary: 'depositv2: request a deposit (PENDING until the control API approves it)',
    input: z.object({
      channel: z.string().max(20),
      amount: z.coerce.number().positive(),
      remarks: z.string().max(100).optional(),
    }),
    output: fundRequest,
    access: 'member',
    errors: ['feature.disabled', 'field.invalid', 'trial.account.refused'],
  }),
  withdrawPage: endpoint({
    method: 'GET',
    path: '/wps/member-centre/withdraw',
    summary: 'withdraw: what may be withdrawn now, the limits, the payee and the pending withdrawals',
    input: z.object({}),
    output: z.object({
      balance: money,
      /** The balance minus withdrawals still pending. */
      withdrawable: money,
      min: money,
      max: money,
      /** The payee name withdrawals go to, masked; null when not set. */
      payeeName: z.string().nullable(),
      pending: z.array(fundRequest),
    }),
    access: 'member',
    errors: ['feature.disabled'],
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/wps/member-centre/withdraw',
    summary: 'withdraw: request a withdrawal with the payment password (PENDING until the control API decides)',
    description:
      'Encrypted. The wallet moves when the withdrawal is approved; pending ones lower what can be requested.',
    input: z.object({ amount: z.coerce.number().positive(), paymentPassword: z.string().max(128).default('') }),
    output: fundRequest,
    access: 'member',
    encrypted: true,
    errors: [
      'feature.disabled',
      'field.invalid',
      'balance.not.enough',
      'payment.password.incorrect',
      'payment.password.unset',
      'trial.account.refused',
    ],
  }),
  fundRequests: endpoint({
    method: 'GET',
    path: '/wps/member-centre/fund-requests',
    summary: 'Deposit and withdrawal records',
    input: z.object({
      ...rangeInput,
      ...pageInput(10),
      kind: optionalFilter(z.enum(['DEPOSIT', 'WITHDRAW'])),
      status: optionalFilter(z.enum(['PENDING', 'APPROVED', 'REJECTED'])),
    }),
    output: pageOf(fundRequest),
    access: 'member',
    errors: [...rangeErrors],
  }),
  redEnvelopes: endpoint({
    method: 'GET',
    path: '/wps/member-centre/red-envelopes',
    summary: "Red envelopes from the player's agents that can be opened now (agentRedRain on the member side)",
    input: z.object({}),
    output: z.array(
      z.object({
        id: z.number().int(),
        agentAccount: z.string(),
        message: z.string(),
        expiresAt: epochMs,
        left: z.number().int(),
      }),
    ),
    access: 'member',
  }),
  openRedEnvelope: endpoint({
    method: 'POST',
    path: '/wps/member-centre/red-envelopes/open',
    summary: 'Open a red envelope: the next random share goes to the main wallet',
    input: z.object({ id: z.coerce.number().int() }),
    output: z.object({ envelopeId: z.number().int(), amount: money, balance: money }),
    access: 'member',
    errors: ['red.envelope.unavailable', 'trial.account.refused'],
  }),
} as const;
