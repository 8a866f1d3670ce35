import { z } from 'zod';
import { idInput, idList, idQuery, optionalFilter, pageInput, rangeInput, timeInput } from './centres-common';
import {
  fromQuery,
  language as languageCode,
  money,
  pageOf,
  passwordGuardErrors,
  passwordProof,
  yesNo,
} from './common';
import { endpoint } from './define';

/**
 * The points mall and points detail (points-centres-lottery.md §2, §3, §4, §5, §7, §9).
 * Points are earned on valid bets and deposits at the rates of `getPointConfig`, spent on rewards (type P: points;
 * PM: points plus money) and converted into money. Every change is a line of the points ledger (`getMemTransDet`).
 */

/** The points account of `getMemTransDet` (spec §7: accountTypeId 9). */
export const pointsAccountTypeId = 9;

/**
 * Points ledger transaction types (txTypeId). Designed here: the spec names only 9203, which the points-detail page
 * excludes (`excludeTxTypeIds 9203`); it is the back-office audit correction, kept out of the player's view.
 */
export const pointTxTypes = {
  betEarning: 9101,
  depositEarning: 9102,
  redeemMoneyEarning: 9103,
  redeem: 9201,
  redeemRefund: 9202,
  auditAdjustment: 9203,
  convert: 9301,
} as const;

export const pointBalance = z.object({
  points: z.number(),
  /** When the balance last changed (epoch ms), or null for a player who never had points. */
  updatedAt: z.number().int().nullable(),
});

export const merchandiseImage = z.object({
  /** M: the cover image (left out of the swiper); S: a swiper image. */
  type: z.enum(['M', 'S']),
  imageUrl: z.string(),
});

export const rewardItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The cover image (also the M entry of `merchandiseImages`). */
  imageLink: z.string(),
  merchandiseImages: z.array(merchandiseImage),
  /** Points price of a type P redemption; null when the item has no points price (then only PM is offered). */
  price: z.number().nullable(),
  /** Points part of a PM redemption, per item. */
  mpPointAmount: z.number().nullable(),
  /** Money part of a PM redemption, per item. */
  mpMoneyAmount: z.number().nullable(),
  /** Y: the item also offers points plus money. */
  displayPointMoneyAmt: yesNo,
  inventory: z.number().int().nonnegative(),
  /** How many have been redeemed, as shown to players (real redemptions plus the merchant's display offset). */
  adjustedCount: z.number().int().nonnegative(),
  /** HTML, sanitised by the client before display. */
  description: z.string(),
  /** The reward type's `typeId`. */
  type: z.number().int(),
});

export const rewardType = z.object({
  typeId: z.number().int(),
  name: z.string(),
  chineseName: z.string(),
  /** The name in each language the merchant translated (language code to text). */
  i18nStr: z.partialRecord(languageCode, z.string()),
});

export const redemptionStatus = z.enum(['P', 'R', 'A']);
export const redeemType = z.enum(['P', 'PM']);

export const redemptionRecord = z.object({
  id: z.number().int(),
  dateRequested: z.number().int(),
  /** The redeem type: P points only, PM points plus money. */
  type: redeemType,
  /** The reward's name when it was redeemed. */
  name: z.string(),
  rewardId: z.number().int(),
  imageLink: z.string(),
  quantity: z.number().int().positive(),
  requiredPoint: z.number(),
  requiredMoney: money,
  /** P pending review, A approved (the item ships), R rejected (points, money and stock given back). */
  status: redemptionStatus,
  recipientName: z.string(),
  address: z.string(),
  phone: z.string(),
  province: z.string(),
  remarks: z.string(),
  /** When the status left P, or null. */
  reviewedAt: z.number().int().nullable(),
  /** The reviewer's note (the rejection reason, a tracking number...). */
  reviewRemark: z.string().nullable(),
});

export const pointTransaction = z.object({
  txId: z.number().int(),
  txTimeInTimestamp: z.number().int(),
  txTypeId: z.number().int(),
  /** Positive for points in, negative for points out. */
  amount: z.number(),
  currentAvailBalance: z.number(),
  nameCn: z.string(),
  nameEn: z.string(),
});

export const pointConfig = z.object({
  /** Money credited per point converted. */
  pointExchangeRate: z.number(),
  /** Points earned per 1 unit of currency of valid bet, per product family. */
  liveBet: z.number(),
  lottoBet: z.number(),
  pvpBet: z.number(),
  rngBet: z.number(),
  sportBet: z.number(),
  /** Points earned per 1 unit of currency paid as the money part of a PM redemption. */
  redeem: z.number(),
  /** Points earned per 1 unit of currency deposited. */
  deposit: z.number(),
});

const dateRangeErrors = ['date.range.invalid'] as const;

export const points = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/points/balance',
    summary: 'pointBalance: the points balance of the user card',
    input: z.object({}),
    output: pointBalance,
    access: 'member',
  }),
  refreshBalance: endpoint({
    method: 'POST',
    path: '/wps/points/balance/refresh',
    summary: 'refreshPointBalance: credit the points earned since the last refresh, then answer the balance',
    description:
      'Settles the points earned on bets (by product, at the rates of getPointConfig) and deposits made since the ' +
      'last settlement, writing one ledger line per source (txTypeId 9101, 9102). `accrued` is what this call added.',
    input: z.object({}),
    output: pointBalance.extend({ accrued: z.number() }),
    access: 'member',
    idempotent: true,
  }),
  rewards: endpoint({
    method: 'GET',
    path: '/wps/points/rewards',
    summary: 'pointReward: the reward items of the points mall, by type',
    description:
      'The mall fetches page 1 with size 1000 (spec §9) and caps what it shows per type (3 in All, 7 in a type, ' +
      'lifted by show-more). Items with no inventory stay listed (sold out).',
    input: z.object({ ...pageInput(1000), type: optionalFilter(idQuery) }),
    output: pageOf(rewardItem),
    access: 'optional',
  }),
  rewardTypes: endpoint({
    method: 'GET',
    path: '/wps/points/reward-types',
    summary: 'getRewardType: the reward types (tabs of the points mall; types 1, 2, 3 have fixed labels)',
    input: z.object({}),
    output: z.array(rewardType),
    access: 'optional',
  }),
  infoIcon: endpoint({
    method: 'GET',
    path: '/wps/points/info-icon',
    summary: "getInfoIcon: the points card's info icon and the rules it opens",
    input: z.object({}),
    output: z.object({ iconUrl: z.string(), title: z.string(), content: z.string() }),
    access: 'optional',
  }),
  redeem: endpoint({
    method: 'POST',
    path: '/wps/relay/redeemPointReward',
    summary: 'postRedeemPoint: redeem a reward with points (P) or points plus money (PM)',
    description:
      'Encrypted. `password` is the payment password when the merchant flag PAYMENTPASS3 is on, else the login ' +
      'password. Fields are checked in the spec order (password, name, address, phone by the merchant phone rule or ' +
      'exactly 11 digits); a failure answers `field.invalid` with `value: { field, key }` (the message key). ' +
      'The quantity is clamped to 1..inventory; an item with no points price is redeemed as PM. Points, money, ' +
      'inventory and the record change in one transaction. The record starts as P (pending review).',
    input: z.object({
      rewardId: idInput,
      quantity: z.number().int().min(-1e6).max(1e6),
      redeemType: redeemType,
      password: z.string().max(128).default(''),
      ...passwordProof,
      province: z.string().max(100).default(''),
      remarks: z.string().max(500).default(''),
      name: z.string().max(100).default(''),
      address: z.string().max(500).default(''),
      phone: z.string().max(40).default(''),
    }),
    output: z.object({ record: redemptionRecord, points: z.number(), balance: money }),
    access: 'member',
    encrypted: true,
    errors: [
      'field.invalid',
      'password.incorrect',
      'payment.password.incorrect',
      'payment.password.unset',
      ...passwordGuardErrors,
      'points.not.enough',
      'balance.not.enough',
      'reward.out.of.stock',
      'redeem.type.unavailable',
      'not.found',
      'trial.account.refused',
    ],
  }),
  redemptions: endpoint({
    method: 'GET',
    path: '/wps/points/redemptions',
    summary: 'getRedeemPointList: redemption records, newest first, by status (P, R, A or all) and date range',
    description:
      'Page size 13 (spec §9). startDate inclusive; endDate is the last day plus 86399000 ms; the range may not ' +
      'exceed 30 days (`date.range.invalid`). Without dates: the last 30 days.',
    input: z.object({ ...rangeInput, ...pageInput(13), status: optionalFilter(redemptionStatus) }),
    output: pageOf(redemptionRecord),
    access: 'member',
    errors: [...dateRangeErrors],
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/wps/points/transactions',
    summary: 'getMemTransDet: points ledger lines (accountTypeId 9), newest first',
    description:
      'Page size 12 (spec §9); the page sends excludeTxTypeIds 9203. subordinateName lets an agent read a member ' +
      'of their own downline (`downline.not.found` otherwise). startTime/endTime as epoch ms, range at most 30 days.',
    input: z.object({
      subordinateName: z.string().max(64).optional(),
      startTime: timeInput.optional(),
      endTime: timeInput.optional(),
      accountTypeId: fromQuery(z.literal(pointsAccountTypeId).default(pointsAccountTypeId)),
      ...pageInput(12),
      /** Ledger types to leave out (the page sends 9203); none when absent. */
      excludeTxTypeIds: idList.optional(),
    }),
    output: pageOf(pointTransaction),
    access: 'member',
    errors: [...dateRangeErrors, 'downline.not.found'],
  }),
  convert: endpoint({
    method: 'POST',
    path: '/wps/relay/convertPoint',
    summary: 'postConvertPoint: convert points into money at pointExchangeRate, with the payment password',
    description:
      'Encrypted. `amount` is whole points, at least 1 (the page resets lower amounts to 1). Points and money ' +
      'change in one transaction; `credited` is the money added to the main wallet (rounded half up to cents).',
    input: z.object({
      amount: z.number().int().min(1).max(1e12),
      password: z.string().max(128).default(''),
      ...passwordProof,
    }),
    output: z.object({ points: z.number(), balance: money, credited: money }),
    access: 'member',
    encrypted: true,
    errors: [
      'points.not.enough',
      'payment.password.incorrect',
      'payment.password.unset',
      ...passwordGuardErrors,
      'field.invalid',
      'trial.account.refused',
    ],
  }),
  config: endpoint({
    method: 'GET',
    path: '/wps/points/config',
    summary: 'getPointConfig: the exchange rate and the earning rates shown under rules and conversion',
    input: z.object({}),
    output: pointConfig,
    access: 'optional',
  }),
} as const;
