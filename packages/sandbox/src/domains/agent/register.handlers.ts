import { invalidReason, type LengthPatternRule } from '@platform/validation';
import { createCustomer } from '../../core/accounts';
import type { MemberContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { findCustomer } from '../shared/accounts.seed';
import { fieldInvalid, requireAgent } from '../shared/guards';
import { registrationField } from '../shared/merchant-settings';
import { createReferralLink, type ReferralLinkWithCount, referralLinksOf, referralUrl } from '../shared/referrals';

/** The rules of a new account: the merchant's registration field configs, else 4-16 letters and digits, 6-20. */
const defaultRules: Record<'username' | 'password', LengthPatternRule> = {
  username: { minLength: 4, maxLength: 16, acceptedPattern: '[A-Za-z0-9]+' },
  password: { minLength: 6, maxLength: 20, acceptedPattern: '*' },
};

function checkNewAccountField(ctx: MemberContext, field: 'username' | 'password', value: string) {
  const rule = registrationField(ctx.merchant, field) ?? defaultRules[field];
  if (value === '' || invalidReason(value, rule)) throw fieldInvalid(field, 'in_please_information');
}

/** What an account type becomes (isAgent, member type 4 = agent). */
const accountRoles = {
  MEMBER: { isAgent: 0, memberType: 0 },
  AGENT: { isAgent: 1, memberType: 4 },
} as const;

const originOf = (ctx: MemberContext) => new URL(ctx.hono.req.url).origin;

function linkView(
  ctx: MemberContext,
  { id, code, accountType, purpose, remark, registrations, createdAt }: ReferralLinkWithCount,
) {
  return { id, code, accountType, url: referralUrl(originOf(ctx), code, purpose), remark, registrations, createdAt };
}

export const registerHandlers = implement('agent', {
  async registerDownline(input, ctx) {
    requireAgent(ctx.customer);
    const username = input.username.trim();
    checkNewAccountField(ctx, 'username', username);
    checkNewAccountField(ctx, 'password', input.password);
    if (await findCustomer(ctx.db, ctx.merchant.code, username))
      throw new ApiFailure('register.username.taken', 'This username is taken.');
    const role = accountRoles[input.accountType];
    const created = await createCustomer(ctx.db, ctx.now(), {
      merchantCode: ctx.merchant.code,
      username,
      password: input.password,
      nickname: input.nickname?.trim() || username,
      parentId: ctx.customer.id,
      isAgent: role.isAgent,
      memberType: role.memberType,
      toUpline: 1,
    });
    return {
      id: created.id,
      account: created.username,
      isAgent: created.is_agent,
      parentAccount: ctx.customer.username,
    };
  },

  async referralLinks(_input, ctx) {
    requireAgent(ctx.customer);
    return (await referralLinksOf(ctx.db, ctx.customer.id, 'AGENT_LINK')).map((row) => linkView(ctx, row));
  },

  async createReferralLink(input, ctx) {
    requireAgent(ctx.customer);
    const row = await createReferralLink(
      ctx.db,
      ctx.customer,
      { accountType: input.accountType, purpose: 'AGENT_LINK', remark: input.remark.trim() },
      ctx.now(),
    );
    return linkView(ctx, row);
  },

  async deleteReferralLink(input, ctx) {
    requireAgent(ctx.customer);
    const [row] = await ctx.db.query<{ id: number }>(
      `UPDATE referral_links SET deleted_at = $3 WHERE id = $1 AND customer_id = $2 AND purpose = 'AGENT_LINK'
         AND deleted_at IS NULL RETURNING id`,
      [input.id, ctx.customer.id, ctx.now()],
    );
    if (!row) throw new ApiFailure('not.found', 'No such referral link.');
    return true as const;
  },
});
