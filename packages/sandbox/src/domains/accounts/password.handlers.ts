import { checkField } from '@platform/validation';
import { hashPassword } from '../../core/accounts';
import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { requirePasswords } from '../shared/password.guard';
import { playerLimits } from '../shared/player.constants';
import { secretCode } from '../shared/random';
import { playerSettings } from '../system/merchant.settings';
import { findByUsername, type PlayerCustomer } from './customers';
import { clearNameFailures } from './login.guard';

/** Temporary passwords avoid look-alike characters; they always hold a letter and a digit (the password rule). */
function temporaryPassword(): string {
  return `${secretCode(2, 'abcdefghjkmnpqrstuvwxyz')}${secretCode(playerLimits.temporaryPasswordLength - 4, 'abcdefghjkmnpqrstuvwxyz23456789')}${secretCode(2, '23456789')}`;
}

function assertRule(ctx: RequestContext, field: 'password' | 'paymentPassword', value: string) {
  const config = playerSettings(ctx.merchant).register.fields[field];
  const issue = config ? checkField(field, value, { ...config, required: true }) : undefined;
  if (issue) {
    throw new ApiFailure('password.rule.invalid', config?.message ?? 'The new password does not meet the rules.', {
      value: { field, key: issue.key },
    });
  }
}

async function resetTo(ctx: RequestContext, customer: PlayerCustomer): Promise<string> {
  const limiter = ctx.runtime.services.rateLimits.limiter('password-reset', {
    max: 1,
    windowMs: playerLimits.smsMinIntervalMs,
  });
  const decision = limiter.hit(`${ctx.merchant.code}:${customer.id}`, ctx.now());
  if (!decision.allowed) {
    throw new ApiFailure('sms.too.frequent', 'A new password was sent moments ago. Please wait.', {
      value: { retryAfterMs: decision.retryAfterMs },
    });
  }
  const password = temporaryPassword();
  // The owner proved the account's e-mail or phone: a lock on its name (anyone may cause one) ends here.
  await clearNameFailures(ctx, [customer.username, customer.mobile]);
  await ctx.db.query('UPDATE customers SET password_hash = $2, password_temporary = true WHERE id = $1', [
    customer.id,
    await hashPassword(password),
  ]);
  return password;
}

const same = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

export const passwordHandlers = implement('accounts', {
  forgotPasswordByEmail: async (input, ctx) => {
    const customer = await findByUsername(ctx.db, ctx.merchant.code, input.username);
    if (!customer || !same(customer.email, input.email)) {
      throw new ApiFailure('password.reset.unknown', 'No account matches. Please contact customer service.');
    }
    const password = await resetTo(ctx, customer);
    await ctx.runtime.services.messaging.sendMail(
      ctx.merchant.code,
      customer.email as string,
      'Your temporary password',
      `Your temporary password is ${password}. You will be asked to change it when you log in.`,
    );
    return true as const;
  },
  forgotPasswordByPhone: async (input, ctx) => {
    const customer = await findByUsername(ctx.db, ctx.merchant.code, input.username);
    if (!customer?.mobile || customer.mobile !== input.mobileNumber.trim()) {
      throw new ApiFailure('password.reset.unknown', 'No account matches. Please contact customer service.');
    }
    const password = await resetTo(ctx, customer);
    await ctx.runtime.services.messaging.sendSms(
      ctx.merchant.code,
      customer.mobile,
      'forgot',
      `[${ctx.merchant.code}] Your temporary password is ${password}. Change it after logging in.`,
      password,
    );
    return { expiredMinutes: playerLimits.smsExpiredMinutes };
  },
  changePassword: async (input, ctx) => {
    const customer = ctx.customer as PlayerCustomer;
    await requirePasswords(
      ctx,
      [{ kind: 'login', password: input.oldPassword, wrong: 'password.old.incorrect' }],
      input,
    );
    if (input.newPassword !== input.confirmNewPassword) {
      throw new ApiFailure('password.confirm.mismatch', 'The new passwords do not match.');
    }
    if (input.newPassword === input.oldPassword) {
      throw new ApiFailure('password.same', 'The new password must differ from the current one.');
    }
    if (input.newPassword === playerSettings(ctx.merchant).defaultPhonePassword) {
      throw new ApiFailure('password.rule.invalid', 'Choose a password of your own.', { value: { field: 'password' } });
    }
    assertRule(ctx, 'password', input.newPassword);
    await ctx.db.query(
      `UPDATE customers SET password_hash = $2, password_expired = false, password_is_default = false,
         password_temporary = false WHERE id = $1`,
      [customer.id, await hashPassword(input.newPassword)],
    );
    return true as const;
  },
  setPaymentPassword: async (input, ctx) => {
    const customer = ctx.customer;
    // Changing a payment password asks the current one too; setting the first one asks only the login password.
    await requirePasswords(
      ctx,
      [
        { kind: 'login', password: input.loginPassword, wrong: 'password.old.incorrect' },
        ...(customer.payment_password_hash
          ? [{ kind: 'payment' as const, password: input.oldPaymentPassword ?? '' }]
          : []),
      ],
      input,
    );
    if (input.paymentPassword !== input.confirmPaymentPassword) {
      throw new ApiFailure('password.confirm.mismatch', 'The payment passwords do not match.');
    }
    assertRule(ctx, 'paymentPassword', input.paymentPassword);
    await ctx.db.query('UPDATE customers SET payment_password_hash = $2 WHERE id = $1', [
      customer.id,
      await hashPassword(input.paymentPassword),
    ]);
    return true as const;
  },
});
