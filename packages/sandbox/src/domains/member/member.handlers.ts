import { type Contract, contract, type OutputOf } from '@platform/api-client/contract';
import { checkField } from '@platform/validation';
import type { MemberContext, RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { unreadInboxCount } from '../../core/inbox';
import { serializeChecked } from '../../core/output';
import type { MerchantRow } from '../../core/rows';
import type { PlayerCustomer } from '../accounts/customers';
import { findById } from '../accounts/customers';
import { claimableCount, runningPromotions } from '../promotions/promotions.rules';
import { round2 } from '../shared/http';
import { playerLimits } from '../shared/player.constants';
import { flagOn, playerSettings } from '../system/merchant.settings';
import { rankProgressOf } from './rank';
import { pendingRebate } from './rebate.service';

/** The merchant pays rebate: it has rates and shows a rebate page (PLYRBT, or the manual rebate MANPLAYREB3). */
function rebateOffered(merchant: MerchantRow): boolean {
  const rates = playerSettings(merchant).rebateRates;
  return rates.length > 0 && (flagOn(merchant, 'PLYRBT') || flagOn(merchant, 'MANPLAYREB3'));
}

type MemberInfo = OutputOf<Contract['member']['info']>;

async function memberInfo(ctx: RequestContext, customer: PlayerCustomer): Promise<MemberInfo> {
  const [previous] = await ctx.db.query<{ created_at: number }>(
    `SELECT created_at FROM sessions WHERE customer_id = $1 AND token_hash <> $2 ORDER BY created_at DESC LIMIT 1`,
    [customer.id, ctx.session?.token_hash ?? ''],
  );
  return {
    id: customer.id,
    account: customer.username,
    nickname: customer.nickname ?? customer.username,
    lastLogin: previous?.created_at ?? null,
    type: customer.member_type,
    isAgent: customer.is_agent,
    toUpline: customer.to_upline,
    clubLabel: customer.club_label as MemberInfo['clubLabel'],
    memberLabel: customer.member_label,
    email: customer.email,
    mobileNo: customer.mobile,
    payeeName: customer.payee_name,
    language: (customer.language as MemberInfo['language']) ?? null,
    hasPaymentPassword: customer.payment_password_hash !== null,
    registeredAt: customer.created_at,
  };
}

const avatarOf = (customer: PlayerCustomer) => ({
  avatarType: customer.avatar_type,
  avatar: customer.avatar,
  url: customer.avatar_type === 'STATIC' ? `/res/profile/${customer.avatar}.png` : customer.avatar,
});

/** Profile fields a player may change, with the registration field whose config rules them. */
const editable = {
  nickname: ['nickname', 'nickname'],
  email: ['email', 'email'],
  qqNum: ['qqNum', 'qq_num'],
  line: ['line', 'line'],
  facebook: ['facebook', 'facebook'],
  whatsapp: ['whatsapp', 'whatsapp'],
  payeeName: ['payeeName', 'payee_name'],
} as const;

async function self(ctx: MemberContext): Promise<PlayerCustomer> {
  return (await findById(ctx.db, ctx.customer.id)) as PlayerCustomer;
}

export const memberHandlers = implement('member', {
  // Built from the cached session's player row and the previous login: kept until a session or a player changes.
  info: (_input, ctx) =>
    ctx.runtime.cache.get(`member.info:${ctx.session.token_hash}`, ['sessions', 'customers'], async () =>
      serializeChecked(contract.member.info.output, await memberInfo(ctx, ctx.customer as PlayerCustomer)),
    ),
  setInfo: async (input, ctx) => {
    const fields = playerSettings(ctx.merchant).register.fields;
    const updates: [string, unknown][] = [];
    for (const [key, [field, column]] of Object.entries(editable)) {
      const value = input[key as keyof typeof editable];
      if (value === undefined) continue;
      const config = fields[field];
      // Profile updates follow the registration configs in update mode (updateRequired replaces required).
      const issue = config ? checkField(field, value, config, 'update') : undefined;
      if (issue) {
        throw new ApiFailure('register.field.invalid', `${field}: ${issue.serverMessage ?? issue.key}`, {
          value: { field, key: issue.key, message: issue.serverMessage ?? null },
        });
      }
      updates.push([column, value.trim() === '' ? null : value.trim()]);
    }
    if (input.language) updates.push(['language', input.language]);
    if (updates.length > 0) {
      await ctx.db.query(
        `UPDATE customers SET ${updates.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
        [ctx.customer.id, ...updates.map(([, value]) => value)],
      );
    }
    return memberInfo(ctx, await self(ctx));
  },
  avatar: (_input, ctx) => avatarOf(ctx.customer as PlayerCustomer),
  setAvatar: async (input, ctx) => {
    if (input.avatarType === 'STATIC') {
      const n = Number(input.avatar);
      if (!Number.isInteger(n) || n < 1 || n > playerLimits.profileIconCount) {
        throw new ApiFailure('request.invalid', `avatar: a profile icon from 1 to ${playerLimits.profileIconCount}`, {
          status: 400,
        });
      }
    } else if (!/^(https?:\/\/|\/)/.test(input.avatar)) {
      throw new ApiFailure('request.invalid', 'avatar: an http(s) or site-relative address', { status: 400 });
    }
    await ctx.db.query('UPDATE customers SET avatar_type = $2, avatar = $3 WHERE id = $1', [
      ctx.customer.id,
      input.avatarType,
      input.avatar,
    ]);
    return avatarOf(await self(ctx));
  },
  rankProgress: (_input, ctx) => rankProgressOf(ctx),
  publicState: async (_input, ctx) => {
    const settings = playerSettings(ctx.merchant);
    const now = ctx.now();
    const customer = ctx.customer;
    const hasRebate = rebateOffered(ctx.merchant);
    const base = {
      currencySymbol: ctx.merchant.currency_symbol,
      currencyPosition: ctx.merchant.currency_position as 'F' | 'B' | '',
      hasRebate,
    };
    if (!customer) {
      const running = await runningPromotions(ctx.db, ctx.merchant, now);
      return {
        ...base,
        availablePromo: {
          MISSION: { enabled: settings.promoPrograms.MISSION, count: 0 },
          REFERRAL: { enabled: settings.promoPrograms.REFERRAL, count: 0 },
        },
        unreadMessage: 0,
        availablePromoCount: 0,
        hasVip: false,
        vipLabelName: null,
        showVipBenefit: false,
        vipRankLevel: null,
        vipProgress: 0,
        contract: false,
        merchantAvailablePromotions: [...new Set(running.map((p) => p.promotion_type))],
      };
    }
    const [claimable, unread, referred, progress] = await Promise.all([
      claimableCount(ctx.db, ctx.merchant, customer, now),
      unreadInboxCount(ctx.db, customer.id),
      ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE referred_by = $1', [customer.id]),
      rankProgressOf(ctx as MemberContext),
    ]);
    const label = customer.club_label as { labelName?: string; rankLevel?: number } | null;
    const presence = ctx.runtime.services.contractPresence;
    return {
      ...base,
      availablePromo: {
        MISSION: { enabled: settings.promoPrograms.MISSION, count: claimable.missions },
        REFERRAL: { enabled: settings.promoPrograms.REFERRAL, count: referred[0]?.n ?? 0 },
      },
      unreadMessage: unread,
      availablePromoCount: claimable.count,
      hasVip: !!label,
      vipLabelName: label?.labelName ?? null,
      showVipBenefit: !!label && flagOn(ctx.merchant, 'REWCEN3'),
      vipRankLevel: label?.rankLevel ?? null,
      vipProgress:
        progress.totalExpectedConditions === 0
          ? 100
          : round2((progress.completedConditions / progress.totalExpectedConditions) * 100),
      contract: presence ? await presence(ctx.db, customer.id) : false,
      merchantAvailablePromotions: [...new Set(claimable.running.map((p) => p.promotion_type))],
    };
  },
  unreadMessages: async (_input, ctx) => {
    const [latest] = await ctx.db.query<{ id: number }>(
      `SELECT id FROM inbox_messages WHERE customer_id = $1 AND read_at IS NULL AND deleted_at IS NULL
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [ctx.customer.id],
    );
    return { count: await unreadInboxCount(ctx.db, ctx.customer.id), latestMessageId: latest?.id ?? null };
  },
  rebate: async (_input, ctx) => {
    const hasRebate = rebateOffered(ctx.merchant);
    // The amount the member centre's manual rebate would pay now (bets since the last claim, by product).
    const pending = hasRebate ? await pendingRebate(ctx.db, ctx.merchant, ctx.customer.id) : null;
    return {
      hasRebate,
      rates: hasRebate ? playerSettings(ctx.merchant).rebateRates : [],
      pendingAmount: pending?.claimable ?? 0,
    };
  },
});
