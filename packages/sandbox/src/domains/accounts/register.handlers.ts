import type { Contract, ParsedInputOf } from '@platform/api-client/contract';
import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { playerLimits } from '../shared/player.constants';
import { recordReferralRegistration, resolveReferralCode } from '../shared/referrals';
import { playerSettings } from '../system/merchant.settings';
import {
  callerKey,
  createPlayer,
  findByMobile,
  findByUsername,
  type PlayerCustomer,
  type PlayerExtras,
} from './customers';
import {
  assertMobileFormat,
  assertRegistrationFields,
  assertRegistrationProofs,
  findAffiliate,
} from './register.rules';

/** The fields register and registerMobile share. */
type RegistrationInput = Omit<ParsedInputOf<Contract['accounts']['register']>, 'username'>;

const blank = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/**
 * What an affiliate code names: an agent's own affiliate code, or one of the referral links agents create in the
 * register centre (the new account goes under the link's agent, as a member or an agent, and the link counts it).
 */
async function affiliateOf(
  ctx: RequestContext,
  code: string,
): Promise<{ parent: PlayerCustomer; linkId: number | null; asAgent: boolean }> {
  try {
    return { parent: await findAffiliate(ctx, code), linkId: null, asAgent: false };
  } catch (error) {
    const link = await resolveReferralCode(ctx.db, ctx.merchant.code, code);
    const [parent] = link
      ? await ctx.db.query<PlayerCustomer>(`SELECT * FROM customers WHERE id = $1 AND status = 'ACTIVE'`, [
          link.parentId,
        ])
      : [];
    if (!link || !parent) throw error;
    return { parent, linkId: link.linkId, asAgent: link.accountType === 'AGENT' };
  }
}

async function relations(ctx: RequestContext, input: RegistrationInput) {
  const affiliate = blank(input.affiliateCode);
  const found = affiliate ? await affiliateOf(ctx, affiliate) : undefined;
  const parent = found?.parent;
  const referral = blank(input.referralCode);
  const [referrer] = referral
    ? await ctx.db.query<{ id: number }>(
        'SELECT id FROM customers WHERE merchant_code = $1 AND upper(referral_code) = upper($2)',
        [ctx.merchant.code, referral],
      )
    : [];
  return {
    parentId: parent?.id ?? null,
    referredBy: referrer?.id ?? null,
    linkId: found?.linkId ?? null,
    role: found?.asAgent ? { isAgent: 1, memberType: 4 } : {},
  };
}

function extrasOf(input: RegistrationInput, referredBy: number | null): PlayerExtras {
  return {
    qq_num: blank(input.qqNum),
    line: blank(input.line),
    facebook: blank(input.facebook),
    whatsapp: blank(input.whatsapp),
    id_number: blank(input.idNumber),
    recommender_id: blank(input.recommenderId),
    register_method: input.registerMethod,
    register_url: blank(input.registerUrl),
    referred_by: referredBy ?? undefined,
  };
}

async function assertMobileFree(ctx: RequestContext, mobile: string | undefined) {
  if (mobile && (await findByMobile(ctx.db, ctx.merchant.code, mobile))) {
    throw new ApiFailure('register.mobile.taken', 'This mobile number is already registered.');
  }
}

export const registerHandlers = implement('accounts', {
  register: async (input, ctx) => {
    if (!playerSettings(ctx.merchant).register.username) {
      throw new ApiFailure('register.mode.disabled', 'Registration by username is not offered.');
    }
    assertRegistrationFields(ctx, input, 'username');
    await assertRegistrationProofs(ctx, input);
    if (await findByUsername(ctx.db, ctx.merchant.code, input.username)) {
      throw new ApiFailure('register.username.taken', 'This username is already registered.');
    }
    const mobile = blank(input.mobileNum);
    await assertMobileFree(ctx, mobile);
    const { parentId, referredBy, linkId, role } = await relations(ctx, input);
    const customer = await ctx.db.transaction(async (tx) => {
      const created = await createPlayer(
        tx,
        ctx.merchant,
        ctx.now(),
        {
          ...role,
          merchantCode: ctx.merchant.code,
          username: input.username.trim(),
          password: input.password ?? '',
          paymentPassword: blank(input.paymentPassword),
          nickname: blank(input.nickname),
          email: blank(input.email),
          mobile,
          payeeName: blank(input.payeeName),
          parentId,
        },
        extrasOf(input, referredBy),
      );
      if (linkId !== null) await recordReferralRegistration(tx, linkId, created.id, ctx.now());
      return created;
    });
    return { customerId: customer.id, username: customer.username };
  },
  registerMobile: async (input, ctx) => {
    const settings = playerSettings(ctx.merchant);
    if (!settings.register.mobile) {
      throw new ApiFailure('register.mode.disabled', 'Registration by mobile number is not offered.');
    }
    assertRegistrationFields(ctx, input, 'mobile');
    await assertRegistrationProofs(ctx, input);
    const mobile = input.mobileNum.trim();
    await assertMobileFree(ctx, mobile);
    const { parentId, referredBy, linkId, role } = await relations(ctx, input);
    let username = `m${mobile.replace(/\D/g, '').slice(-9)}`;
    for (let n = 2; await findByUsername(ctx.db, ctx.merchant.code, username); n++)
      username = `m${mobile.slice(-8)}${n}`;
    const customer = await ctx.db.transaction(async (tx) => {
      const created = await createPlayer(
        tx,
        ctx.merchant,
        ctx.now(),
        {
          ...role,
          merchantCode: ctx.merchant.code,
          username,
          password: settings.defaultPhonePassword,
          passwordIsDefault: true,
          nickname: blank(input.nickname),
          email: blank(input.email),
          mobile,
          payeeName: blank(input.payeeName),
          parentId,
        },
        extrasOf(input, referredBy),
      );
      if (linkId !== null) await recordReferralRegistration(tx, linkId, created.id, ctx.now());
      return created;
    });
    return {
      customerId: customer.id,
      username: customer.username,
      mobileNum: mobile,
      defaultPassword: settings.defaultPhonePassword,
    };
  },
  affiliate: async (input, ctx) => {
    const { parent: agent, linkId } = await affiliateOf(ctx, input.code);
    const code = linkId === null ? (agent.affiliate_code ?? input.code) : input.code.trim();
    return { affiliateCode: code, agentName: agent.nickname ?? agent.username };
  },
  sendPhoneCode: async (input, ctx) => {
    const mobile = input.mobileNo.trim();
    assertMobileFormat(ctx, mobile);
    const existing = await findByMobile(ctx.db, ctx.merchant.code, mobile);
    if (input.purpose === 'register' && existing) {
      throw new ApiFailure('register.mobile.taken', 'This mobile number is already registered.');
    }
    const { messaging } = ctx.runtime.services;
    const expiredMinutes = playerLimits.smsExpiredMinutes;
    if (input.purpose === 'login' && !existing) {
      // No account: answer as if sent, so the call cannot be used to find out who has an account.
      return { expiredMinutes, expirationTime: ctx.now() + expiredMinutes * 60_000 };
    }
    const sent = await messaging.sendSmsCode(ctx.merchant.code, mobile, input.purpose, callerKey(ctx));
    return { expiredMinutes, expirationTime: sent.expiresAt };
  },
});
