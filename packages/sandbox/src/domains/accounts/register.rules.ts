import {
  isValidMobile,
  phoneRuleFrom,
  type RegistrationMode,
  type RegistrationValues,
  registrationIssues,
} from '@platform/validation';
import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import type { BotCheckPass } from '../stand-ins/geetest.service';
import { playerSettings } from '../system/merchant.settings';
import type { PlayerCustomer } from './customers';

/**
 * The server side of registration (points-centres-lottery.md §5): the same rules as the site, from the same package
 * (@platform/validation), against the merchant's field configs. The agreement box is the client's; the server checks
 * what it can prove: fields, captcha, bot check and SMS code.
 */
export function assertRegistrationFields(ctx: RequestContext, values: RegistrationValues, mode: RegistrationMode) {
  const register = playerSettings(ctx.merchant).register;
  const [first] = registrationIssues(values, {
    fields: register.fields,
    mode,
    captchaEnabled: register.captcha,
    agreementRequired: false,
    botCheckEnabled: false,
  });
  if (first) {
    throw new ApiFailure('register.field.invalid', `${first.field}: ${first.serverMessage ?? first.key}`, {
      value: { field: first.field, key: first.key, message: first.serverMessage ?? null },
    });
  }
}

export async function assertRegistrationProofs(
  ctx: RequestContext,
  input: {
    captcha?: string | undefined;
    captchaKey?: string | undefined;
    botCheck?: BotCheckPass | undefined;
    mobileNum?: string | undefined;
    verificationCode?: string | undefined;
  },
) {
  const register = playerSettings(ctx.merchant).register;
  const now = ctx.now();
  const { captcha, botCheck, messaging } = ctx.runtime.services;
  if (register.captcha && !captcha.verify(ctx.merchant.code, input.captchaKey, input.captcha, now)) {
    throw new ApiFailure('captcha.incorrect', 'The captcha is incorrect.');
  }
  if (register.botCheck && !botCheck.validate(ctx.merchant, input.botCheck, now)) {
    throw new ApiFailure('register.botcheck.failed', 'The bot check did not pass. Please try again.');
  }
  const codeConfig = register.fields.verificationCode;
  const codeWanted = codeConfig?.enabled && (codeConfig.required || !!input.verificationCode);
  if (
    codeWanted &&
    !(await messaging.checkCode(ctx.merchant.code, 'register', input.mobileNum ?? '', input.verificationCode))
  ) {
    throw new ApiFailure('sms.code.incorrect', 'The verification code is incorrect or expired.');
  }
}

export function assertMobileFormat(ctx: RequestContext, mobile: string) {
  const rule = phoneRuleFrom(playerSettings(ctx.merchant).register.fields.mobileNum);
  if (!isValidMobile(mobile, rule)) {
    throw new ApiFailure('register.field.invalid', 'Please enter a valid mobile number.', {
      value: { field: 'mobileNum', key: 'br_enright_cphone', message: null },
    });
  }
}

/** The agent behind an affiliate code (codes are case-insensitive). */
export async function findAffiliate(ctx: RequestContext, code: string): Promise<PlayerCustomer> {
  const [agent] = await ctx.db.query<PlayerCustomer>(
    `SELECT * FROM customers WHERE merchant_code = $1 AND upper(affiliate_code) = upper($2) AND status = 'ACTIVE'`,
    [ctx.merchant.code, code.trim()],
  );
  if (!agent) throw new ApiFailure('affiliate.invalid', 'This affiliate code does not exist.');
  return agent;
}
