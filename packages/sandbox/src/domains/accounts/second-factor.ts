import type { RequestContext } from '../../core/context';
import { ApiFailure, isApiFailure } from '../../core/failure';
import { maskEmail, maskMobile } from '../shared/mask';
import type { PlayerCustomer } from './customers';
import { verifyTotp } from './totp';

/**
 * The second factor of player-site.md §3: E e-mail code, G authenticator (TOTP), S SMS code, P payee name. Codes for
 * E and S go out when the login asks for the factor, and again on `sendVerifyCode`.
 */
export type SecondFactor = 'E' | 'G' | 'S' | 'P';

const codePurpose = (method: 'E' | 'S') => `verify-${method}`;

function targetOf(customer: PlayerCustomer, method: 'E' | 'S'): string {
  const target = method === 'E' ? customer.email : customer.mobile;
  if (!target) throw new ApiFailure('verify.method.unavailable', 'No address is bound for this method.');
  return target;
}

/**
 * Sends the code for E or S. At login (`reuseRecent`) a code sent less than a minute ago stands with its expiry; an
 * explicit resend answers `sms.too.frequent` instead.
 */
export async function sendSecondFactorCode(
  ctx: RequestContext,
  customer: PlayerCustomer,
  method: 'E' | 'S',
  reuseRecent: boolean,
): Promise<number> {
  const target = targetOf(customer, method);
  const { messaging } = ctx.runtime.services;
  try {
    const sent =
      method === 'E'
        ? await messaging.sendMailCode(ctx.merchant.code, target, codePurpose(method))
        : await messaging.sendSmsCode(ctx.merchant.code, target, codePurpose(method), ctx.ip);
    return sent.expiresAt;
  } catch (error) {
    if (!reuseRecent || !isApiFailure(error) || error.code !== 'sms.too.frequent') throw error;
    const [last] = await ctx.db.query<{ expires_at: number }>(
      `SELECT expires_at FROM verification_codes WHERE merchant_code = $1 AND purpose = $2 AND target = $3
       ORDER BY created_at DESC LIMIT 1`,
      [ctx.merchant.code, codePurpose(method), target],
    );
    if (!last) throw error;
    return last.expires_at;
  }
}

/** Throws `login_verify_required` with what the dialog needs (methods, countdown end, masked targets). */
export async function requireSecondFactor(ctx: RequestContext, customer: PlayerCustomer): Promise<never> {
  const method = customer.second_factor as SecondFactor;
  const expirationTime =
    method === 'E' || method === 'S' ? await sendSecondFactorCode(ctx, customer, method, true) : null;
  throw new ApiFailure('login_verify_required', 'Please verify your identity.', {
    value: {
      methods: [method],
      method,
      expirationTime,
      maskedEmail: maskEmail(customer.email),
      maskedMobile: maskMobile(customer.mobile),
    },
  });
}

export interface SecondFactorAnswer {
  method: SecondFactor;
  email?: string | undefined;
  authCode?: string | undefined;
  mobileNum?: string | undefined;
  verificationCode?: string | undefined;
  payeeName?: string | undefined;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export async function checkSecondFactor(
  ctx: RequestContext,
  customer: PlayerCustomer,
  answer: SecondFactorAnswer,
): Promise<boolean> {
  if (customer.second_factor !== answer.method) {
    throw new ApiFailure('verify.method.unavailable', 'This verification method is not set up for the account.');
  }
  const { messaging } = ctx.runtime.services;
  switch (answer.method) {
    case 'E':
      return (
        same(answer.email, customer.email) &&
        messaging.checkCode(ctx.merchant.code, codePurpose('E'), targetOf(customer, 'E'), answer.verificationCode)
      );
    case 'S':
      return (
        same(answer.mobileNum, customer.mobile) &&
        messaging.checkCode(ctx.merchant.code, codePurpose('S'), targetOf(customer, 'S'), answer.verificationCode)
      );
    case 'G':
      return !!customer.totp_secret && verifyTotp(customer.totp_secret, answer.authCode, ctx.now());
    case 'P':
      return same(answer.payeeName, customer.payee_name);
  }
}
