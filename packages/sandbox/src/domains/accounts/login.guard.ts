import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { playerLimits } from '../shared/player.constants';
import type { BotCheckPass } from '../stand-ins/geetest.service';

/**
 * Failed logins per typed name (known or not, so probing names gains nothing): from the 3rd failure within 15
 * minutes every try needs a human proof (image captcha or bot-check pass); the 10th locks the name for 15 minutes.
 */
interface FailureRow {
  failures: number;
  first_failed_at: number;
  locked_until: number | null;
}

export interface HumanProof {
  captcha?: string | undefined;
  captchaKey?: string | undefined;
  botCheck?: BotCheckPass | undefined;
}

const keyOf = (name: string) => name.trim().toLowerCase();

async function current(ctx: RequestContext, name: string): Promise<FailureRow | undefined> {
  const [row] = await ctx.db.query<FailureRow>(
    'SELECT failures, first_failed_at, locked_until FROM login_failures WHERE merchant_code = $1 AND login_key = $2',
    [ctx.merchant.code, keyOf(name)],
  );
  if (!row) return undefined;
  const now = ctx.now();
  const lockRunning = row.locked_until !== null && row.locked_until > now;
  if (!lockRunning && now - row.first_failed_at > playerLimits.loginFailureWindowMs) return undefined;
  return row;
}

/** Human proof checked when the name has failed often enough; throws the failure the client reacts to. */
export async function checkLoginGate(ctx: RequestContext, name: string, proof: HumanProof): Promise<void> {
  const row = await current(ctx, name);
  if (!row) return;
  const now = ctx.now();
  if (row.locked_until !== null && row.locked_until > now) {
    throw new ApiFailure('login.account.locked', 'Too many failed attempts. Try again later.', {
      value: { lockedUntil: row.locked_until, captcha: true },
    });
  }
  if (row.failures < playerLimits.loginCaptchaAfterFailures) return;
  if (!proof.captcha && !proof.botCheck) {
    throw new ApiFailure('captcha.required', 'Please complete the verification.', { value: { captcha: true } });
  }
  const passed =
    (proof.captcha !== undefined &&
      ctx.runtime.services.captcha.verify(ctx.merchant.code, proof.captchaKey, proof.captcha, now)) ||
    (proof.botCheck !== undefined && ctx.runtime.services.botCheck.validate(ctx.merchant, proof.botCheck, now));
  if (!passed) {
    throw new ApiFailure('captcha.incorrect', 'The verification is incorrect.', { value: { captcha: true } });
  }
}

/** Counts a failure and answers how the next try looks (captcha needed, attempts left). */
export async function recordLoginFailure(
  ctx: RequestContext,
  name: string,
): Promise<{ captcha: boolean; remainingAttempts: number }> {
  const now = ctx.now();
  const row = await current(ctx, name);
  const failures = (row?.failures ?? 0) + 1;
  const lockedUntil = failures >= playerLimits.loginLockAfterFailures ? now + playerLimits.loginLockMs : null;
  await ctx.db.query(
    `INSERT INTO login_failures (merchant_code, login_key, failures, first_failed_at, locked_until)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (merchant_code, login_key)
     DO UPDATE SET failures = $3, first_failed_at = $4, locked_until = $5`,
    [ctx.merchant.code, keyOf(name), failures, row?.first_failed_at ?? now, lockedUntil],
  );
  return {
    captcha: failures >= playerLimits.loginCaptchaAfterFailures,
    remainingAttempts: Math.max(0, playerLimits.loginLockAfterFailures - failures),
  };
}

export async function clearLoginFailures(ctx: RequestContext, name: string): Promise<void> {
  await ctx.db.query('DELETE FROM login_failures WHERE merchant_code = $1 AND login_key = $2', [
    ctx.merchant.code,
    keyOf(name),
  ]);
}
