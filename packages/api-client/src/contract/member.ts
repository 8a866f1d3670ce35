import { z } from 'zod';
import { clubLabel, currencyPosition, epochMs, language, money, shortText } from './common';
import { endpoint } from './define';
import { memberMoney } from './member.money';
import { memberRewards } from './member.rewards';

export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  lastLogin: epochMs.nullable(),
  /** 4 means agent here (the other reading of 4 is the session's isAgent trial value; points-centres-lottery.md §6). */
  type: z.number().int(),
  /** The session role (isAgent) of the same player, for convenience. */
  isAgent: z.number().int(),
  /** 1: the player may transfer to the upline (member centre transferUpline). */
  toUpline: z.number().int(),
  clubLabel: clubLabel.nullable(),
  memberLabel: z.string().nullable(),
  email: z.string().nullable(),
  mobileNo: z.string().nullable(),
  payeeName: z.string().nullable(),
  language: language.nullable(),
  hasPaymentPassword: z.boolean(),
  registeredAt: epochMs,
});

export const avatar = z.object({
  /** STATIC: one of the profile icons (`avatar` is its number); url: `avatar` is an address. */
  avatarType: z.enum(['STATIC', 'url']),
  avatar: z.string(),
  /** Where to load it: `/res/profile/{n}.png` for STATIC. */
  url: z.string(),
});

export const promoAvailability = z.object({ enabled: z.boolean(), count: z.number().int().nonnegative() });

/** The public state of points-centres-lottery.md §3 (info bar, reward centre badge, VIP). */
export const publicState = z.object({
  availablePromo: z.object({ MISSION: promoAvailability, REFERRAL: promoAvailability }),
  unreadMessage: z.number().int().nonnegative(),
  availablePromoCount: z.number().int().nonnegative(),
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  showVipBenefit: z.boolean(),
  vipRankLevel: z.number().int().nullable(),
  /** Progress to the next rank, 0 to 100. */
  vipProgress: z.number().min(0).max(100),
  currencySymbol: z.string(),
  currencyPosition,
  hasRebate: z.boolean(),
  /** The player has contract requests waiting (dividend, daily, hourly, real-time salary). */
  contract: z.boolean(),
  /** Promotion types the merchant runs now (MANUAL, RAFFLE, TICKET, REGISTER, LOGIN, SAVIOR, MISSION_MANUAL). */
  merchantAvailablePromotions: z.array(z.string()),
});

/** The profile part of the member group (player-site.md); rewards and money follow. */
const memberProfile = {
  info: endpoint({
    method: 'GET',
    path: '/wps/member/info',
    summary: 'The logged-in player (getMemberInfo; the site fetches it 500 ms after login)',
    input: z.object({}),
    output: memberInfo,
    access: 'member',
  }),
  setInfo: endpoint({
    method: 'POST',
    path: '/wps/member/info/set',
    summary: 'Update profile fields (setMbInfo); a language update is sent only for non-agents',
    description:
      'Fields are checked against the merchant registration field configs in update mode (`updateRequired`); a ' +
      'failure answers `register.field.invalid` with value `{ field, key }`. Answers the updated member info.',
    input: z.object({
      nickname: z.string().max(64).optional(),
      email: shortText.optional(),
      qqNum: shortText.optional(),
      line: shortText.optional(),
      facebook: shortText.optional(),
      whatsapp: shortText.optional(),
      payeeName: shortText.optional(),
      language: language.optional(),
    }),
    output: memberInfo,
    access: 'member',
    errors: ['register.field.invalid'],
  }),
  avatar: endpoint({
    method: 'GET',
    path: '/wps/member/avatar',
    summary: "The player's avatar (getAvatar); failures are ignored by the site",
    input: z.object({}),
    output: avatar,
    access: 'member',
    quiet: true,
  }),
  setAvatar: endpoint({
    method: 'POST',
    path: '/wps/member/avatar',
    summary: 'Choose a profile icon (STATIC, 1..PROFILE_ICON_COUNT) or an image address (url)',
    // As the server checks it: a profile icon number (1..9, status PROFILE_ICON_COUNT), or an http(s) or
    // site-relative address.
    input: z.discriminatedUnion('avatarType', [
      z.object({ avatarType: z.literal('STATIC'), avatar: z.string().regex(/^[1-9]$/) }),
      z.object({
        avatarType: z.literal('url'),
        avatar: z
          .string()
          .min(1)
          .max(2048)
          .regex(/^(https?:\/\/|\/)/),
      }),
    ]),
    output: avatar,
    access: 'member',
    quiet: true,
  }),
  rankProgress: endpoint({
    method: 'GET',
    path: '/wps/member/rank/progress',
    summary: 'Progress towards the next club (VIP) rank (getPlayerRankProgress)',
    input: z.object({}),
    output: z.object({
      labelId: z.number().int().nullable(),
      labelName: z.string().nullable(),
      rankLevel: z.number().int(),
      nextLabelName: z.string().nullable(),
      completedConditions: z.number().int().nonnegative(),
      totalExpectedConditions: z.number().int().nonnegative(),
      conditions: z.array(
        z.object({ name: z.enum(['DEPOSIT', 'BET']), current: money, target: money, done: z.boolean() }),
      ),
    }),
    access: 'member',
  }),
  publicState: endpoint({
    method: 'GET',
    path: '/wps/member/publicState',
    summary: 'Info-bar and reward-centre state: promotions, unread count, VIP, currency, rebate, contracts',
    description: 'Logged out it answers the merchant part (currency, promotions the merchant runs) with zero counts.',
    input: z.object({}),
    output: publicState,
    access: 'optional',
    quiet: true,
  }),
  unreadMessages: endpoint({
    method: 'GET',
    path: '/wps/member/message/unread/v2',
    summary: 'Unread inbox messages (getUnreadMessageV2); not loaded for isAgent 4, 40, 41, 42',
    input: z.object({}),
    output: z.object({ count: z.number().int().nonnegative(), latestMessageId: z.number().int().nullable() }),
    access: 'member',
    quiet: true,
  }),
  rebate: endpoint({
    method: 'GET',
    path: '/wps/member/rebate',
    summary: 'Whether the player earns rebate, the rates by product and the amount not yet paid (getRebate)',
    input: z.object({}),
    output: z.object({
      hasRebate: z.boolean(),
      rates: z.array(z.object({ productType: z.string(), rate: z.number() })),
      pendingAmount: money,
    }),
    access: 'member',
  }),
} as const;

/** The member group: the profile (player-site.md) and the member centre's rewards and money (points-centres-lottery.md). */
export const member = { ...memberProfile, ...memberRewards, ...memberMoney } as const;
