import { randomBytes } from 'node:crypto';
import { verifyPassword } from '../../core/accounts';
import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { hashOf } from '../shared/random';
import { flagOn } from '../system/merchant.settings';
import {
  completeLogin,
  createPlayer,
  endPlayerSession,
  findByMobile,
  findByUsername,
  type PlayerCustomer,
} from './customers';
import { type HumanProof, recordLoginFailure, reserveLoginTry } from './login.guard';
import { findAffiliate } from './register.rules';
import { checkSecondFactor, requireSecondFactor, sendSecondFactorCode } from './second-factor';
import { bindIdentity, boundCustomer, verifySocialToken } from './social';

/** Username, password and the human proof when the name has failed before; counts failures. */
async function authenticate(
  ctx: RequestContext,
  input: { username: string; password: string; type?: 'username' | 'sms' | 'mobileNum' } & HumanProof,
): Promise<PlayerCustomer> {
  const name = input.username.trim();
  // Counted before the password is hashed, so tries sent in parallel see each other.
  const attempt = await reserveLoginTry(ctx, name, input);
  const type = input.type ?? 'username';
  let customer: PlayerCustomer | undefined;
  let passed = false;
  if (type === 'sms') {
    if (!flagOn(ctx.merchant, 'SMSLOGIN3')) {
      // A business refusal (the request is well formed): HTTP 200 like every business failure.
      throw new ApiFailure('feature.disabled', 'SMS login is not offered by this merchant.', {
        value: { flag: 'SMSLOGIN3' },
      });
    }
    customer = await findByMobile(ctx.db, ctx.merchant.code, name);
    passed =
      !!customer && (await ctx.runtime.services.messaging.checkCode(ctx.merchant.code, 'login', name, input.password));
  } else {
    customer =
      type === 'mobileNum'
        ? await findByMobile(ctx.db, ctx.merchant.code, name)
        : await findByUsername(ctx.db, ctx.merchant.code, name);
    passed = await verifyPassword(input.password, customer?.password_hash);
  }
  if (!customer || !passed) {
    const { next } = attempt;
    throw type === 'sms'
      ? new ApiFailure('sms.code.incorrect', 'The code is incorrect or expired.', { value: next })
      : new ApiFailure('login.password.incorrect', 'Incorrect username or password.', { value: next });
  }
  await attempt.passed();
  if (customer.status !== 'ACTIVE') throw new ApiFailure('login.account.disabled', 'This account is disabled.');
  return customer;
}

async function uniqueUsername(ctx: RequestContext, base: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base.slice(0, 12)}${attempt}${randomBytes(1).toString('hex')}`;
    if (!(await findByUsername(ctx.db, ctx.merchant.code, candidate))) return candidate;
  }
  throw new Error('no free username');
}

export const loginHandlers = implement('accounts', {
  login: async (input, ctx) => {
    const customer = await authenticate(ctx, input);
    const identity = input.firebaseIdToken ? await verifySocialToken(ctx, input.firebaseIdToken) : null;
    if (customer.second_factor) await requireSecondFactor(ctx, customer);
    if (identity) await bindIdentity(ctx, customer, identity);
    return completeLogin(ctx, customer);
  },
  socialLogin: async (input, ctx) => {
    const identity = await verifySocialToken(ctx, input.firebaseIdToken);
    if (identity.channel !== input.firebaseChannel) {
      throw new ApiFailure('social.token.invalid', 'The sign-in token is for another channel.');
    }
    const customer = await boundCustomer(ctx, identity);
    if (!customer) {
      const manualRegister = flagOn(ctx.merchant, 'SSOMANUALREG3');
      throw new ApiFailure('bind_customer_required', 'Link this sign-in to an account.', {
        value: {
          firebaseChannel: identity.channel,
          email: identity.email,
          displayName: identity.displayName,
          mobileNo: input.firebaseMobileNo ?? identity.phoneNumber,
          canRegister: manualRegister || flagOn(ctx.merchant, 'FIREBASECREATEACC3'),
          manualRegister,
        },
      });
    }
    if (customer.status !== 'ACTIVE') throw new ApiFailure('login.account.disabled', 'This account is disabled.');
    return completeLogin(ctx, customer);
  },
  autoRegister: async (input, ctx) => {
    if (!flagOn(ctx.merchant, 'FIREBASECREATEACC3')) {
      throw new ApiFailure('social.register.disabled', 'Accounts cannot be created from this sign-in.');
    }
    const identity = await verifySocialToken(ctx, input.firebaseIdToken);
    if (identity.channel !== input.firebaseChannel) {
      throw new ApiFailure('social.token.invalid', 'The sign-in token is for another channel.');
    }
    if (await boundCustomer(ctx, identity)) {
      throw new ApiFailure('social.already.bound', 'This sign-in is already linked to an account.');
    }
    const parent = input.affiliateCode ? await findAffiliate(ctx, input.affiliateCode) : undefined;
    const username = await uniqueUsername(
      ctx,
      `${identity.channel.slice(0, 1)}${hashOf(identity.subject).toString(36)}`,
    );
    const customer = await ctx.db.transaction(async (tx) => {
      const created = await createPlayer(
        tx,
        ctx.merchant,
        ctx.now(),
        {
          merchantCode: ctx.merchant.code,
          username,
          // Nobody knows this password: the player signs in socially, or sets one through "forgot password".
          password: randomBytes(18).toString('base64url'),
          nickname: identity.displayName ?? username,
          email: identity.email ?? undefined,
          mobile: identity.phoneNumber ?? undefined,
          parentId: parent?.id ?? null,
        },
        { register_method: input.registerMethod, register_url: input.registerUrl },
      );
      await bindIdentity({ ...ctx, db: tx }, created, identity);
      return created;
    });
    return { ...(await completeLogin(ctx, customer)), username };
  },
  verify: async (input, ctx) => {
    const customer = await authenticate(ctx, input);
    if (!customer.second_factor) {
      throw new ApiFailure('verify.method.unavailable', 'This account has no second factor.');
    }
    if (!(await checkSecondFactor(ctx, customer, input))) {
      const next = await recordLoginFailure(ctx, input.username);
      throw new ApiFailure('verify.incorrect', 'The verification is incorrect.', { value: next });
    }
    if (input.firebaseIdToken) await bindIdentity(ctx, customer, await verifySocialToken(ctx, input.firebaseIdToken));
    return completeLogin(ctx, customer);
  },
  sendVerifyCode: async (input, ctx) => {
    const customer = await authenticate(ctx, input);
    if (customer.second_factor !== input.method) {
      throw new ApiFailure('verify.method.unavailable', 'This verification method is not set up for the account.');
    }
    return { expirationTime: await sendSecondFactorCode(ctx, customer, input.method, false) };
  },
  logout: async (_input, ctx) => {
    await endPlayerSession(ctx);
    return true as const;
  },
  loginInfo: async (_input, ctx) => {
    const [previous] = await ctx.db.query<{ created_at: number; ip: string }>(
      `SELECT created_at, ip FROM sessions WHERE customer_id = $1 AND token_hash <> $2 ORDER BY created_at DESC LIMIT 1`,
      [ctx.customer.id, ctx.session.token_hash],
    );
    return {
      username: ctx.customer.username,
      currentLoginTime: ctx.session.created_at,
      currentIp: ctx.session.ip,
      lastLoginTime: previous?.created_at ?? null,
      lastLoginIp: previous?.ip ?? null,
      sessionExpiresAt: ctx.session.expires_at,
    };
  },
});
