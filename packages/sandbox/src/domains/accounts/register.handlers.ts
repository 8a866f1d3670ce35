import type { Contract, ParsedInputOf } from '@platform/api-client/contract';
import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { playerLimits } from '../shared/player.constants';
import { playerSettings } from '../system/merchant.settings';
import { callerKey, createPlayer, findByMobile, findByUsername, type PlayerExtras } from './customers';
import {
  assertMobileFormat,
  assertRegistrationFields,
  assertRegistrationProofs,
  findAffiliate,
} from './register.rules';

/** The fields register and registerMobile share. */
type RegistrationInput = Omit<ParsedInputOf<Contract['auth']['register']>, 'username'>;

const blank = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

async function relations(ctx: RequestContext, input: RegistrationInput) {
  const affiliate = blank(input.affiliateCode);
  const parent = affiliate ? await findAffiliate(ctx, affiliate) : undefined;
  const referral = blank(input.referralCode);
  const [referrer] = referral
    ? await ctx.db.query<{ id: number }>(
        'SELECT id FROM customers WHERE merchant_code = $1 AND upper(referral_code) = upper($2)',
        [ctx.merchant.code, referral],
      )
    : [];
  return { parentId: parent?.id ?? null, referredBy: referrer?.id ?? null };
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

export const registerHandlers = implement('auth', {
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
    const { parentId, referredBy } = await relations(ctx, input);
    const customer = await ctx.db.transaction((tx) =>
      createPlayer(
        tx,
        ctx.merchant,
        ctx.now(),
        {
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
      ),
    );
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
    const { parentId, referredBy } = await relations(ctx, input);
    let username = `m${mobile.replace(/\D/g, '').slice(-9)}`;
    for (let n = 2; await findByUsername(ctx.db, ctx.merchant.code, username); n++)
      username = `m${mobile.slice(-8)}${n}`;
    const customer = await ctx.db.transaction((tx) =>
      createPlayer(
        tx,
        ctx.merchant,
        ctx.now(),
        {
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
      ),
    );
    return {
      customerId: customer.id,
      username: customer.username,
      mobileNum: mobile,
      defaultPassword: settings.defaultPhonePassword,
    };
  },
  affiliate: async (input, ctx) => {
    const agent = await findAffiliate(ctx, input.code);
    return { affiliateCode: agent.affiliate_code ?? input.code, agentName: agent.nickname ?? agent.username };
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
