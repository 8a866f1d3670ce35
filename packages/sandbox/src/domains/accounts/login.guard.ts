import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { playerLimits } from '../shared/player.constants';
import type { BotCheckPass } from '../stand-ins/geetest.service';

/**
 * Failed logins are counted twice, within a 15-minute window: per typed name (known or not, so probing names gains
 * nothing) and per caller address (spraying many names, or a few passwords over many accounts, from one address).
 *
 * - Name: from the 3rd failure every try needs a human proof (image captcha or bot-check pass); from the 5th the
 *   next try waits 1 s, doubling per failure up to 30 s (`TOO_MANY_REQUESTS`, `value.retryAfterMs`); the 10th
 *   locks the name for 15 minutes: a try without a proof answers `login.account.locked`, but the owner still gets
 *   in with a proof and the right password (a lock that anyone could put on a known name must not keep its owner
 *   out), and "forgot password" or the control API's reset clears the count.
 * - Address: from the 10th failure every login from the address needs a proof; from the 20th the next try waits
 *   1 s, doubling up to 60 s. A success does not clear it (one account of one's own would otherwise wipe it).
 *
 * Successful logins are never counted, so a browser test suite that logs in many times from loopback meets no
 * limit; failures are cleared by `POST /__control/reset`, which the e2e suites call before each test.
 */
interface FailureCount {
  failures: number;
  first_failed_at: number;
  last_failed_at: number | null;
  locked_until?: number | null;
}

export interface HumanProof {
  captcha?: string | undefined;
  captchaKey?: string | undefined;
  botCheck?: BotCheckPass | undefined;
}

const keyOf = (name: string) => name.trim().toLowerCase();

function live(row: FailureCount | undefined, now: number): FailureCount | undefined {
  if (!row) return undefined;
  const lockRunning = row.locked_until != null && row.locked_until > now;
  if (!lockRunning && now - row.first_failed_at > playerLimits.loginFailureWindowMs) return undefined;
  return row;
}

async function nameCount(ctx: RequestContext, name: string): Promise<FailureCount | undefined> {
  const [row] = await ctx.db.query<FailureCount>(
    `SELECT failures, first_failed_at, last_failed_at, locked_until FROM login_failures
     WHERE merchant_code = $1 AND login_key = $2`,
    [ctx.merchant.code, keyOf(name)],
  );
  return live(row, ctx.now());
}

async function addressCount(ctx: RequestContext): Promise<FailureCount | undefined> {
  const [row] = await ctx.db.query<FailureCount>(
    'SELECT failures, first_failed_at, last_failed_at FROM login_address_failures WHERE address = $1',
    [ctx.ip],
  );
  return live(row, ctx.now());
}

/** The wait before the next try: `baseMs` doubled per failure from `from`, at most `maxMs`; 0 below `from`. */
function backoffMs(failures: number, from: number, maxMs: number): number {
  if (failures < from) return 0;
  return Math.min(maxMs, playerLimits.loginSlowBaseMs * 2 ** (failures - from));
}

function slowDown(row: FailureCount | undefined, from: number, maxMs: number, now: number): void {
  if (!row || row.last_failed_at === null) return;
  const wait = backoffMs(row.failures, from, maxMs);
  const retryAfterMs = row.last_failed_at + wait - now;
  if (retryAfterMs > 0) {
    throw new ApiFailure('TOO_MANY_REQUESTS', 'Too many failed logins. Please wait a moment and try again.', {
      value: { retryAfterMs },
    });
  }
}

function hasProof(proof: HumanProof): boolean {
  return !!proof.captcha || !!proof.botCheck;
}

/**
 * Checks the limits of the name and of the caller's address before the password is looked at; throws the failure
 * the client reacts to (slowing, lock, captcha needed or wrong).
 */
export async function checkLoginGate(ctx: RequestContext, name: string, proof: HumanProof): Promise<void> {
  const now = ctx.now();
  const [byName, byAddress] = await Promise.all([nameCount(ctx, name), addressCount(ctx)]);
  slowDown(byAddress, playerLimits.loginAddressSlowAfterFailures, playerLimits.loginAddressSlowMaxMs, now);
  slowDown(byName, playerLimits.loginSlowAfterFailures, playerLimits.loginSlowMaxMs, now);
  const locked = byName?.locked_until != null && byName.locked_until > now;
  if (locked && !hasProof(proof)) {
    throw new ApiFailure('login.account.locked', 'Too many failed attempts. Complete the verification to continue.', {
      value: { lockedUntil: byName?.locked_until, captcha: true },
    });
  }
  const needsProof =
    (byName?.failures ?? 0) >= playerLimits.loginCaptchaAfterFailures ||
    (byAddress?.failures ?? 0) >= playerLimits.loginAddressCaptchaAfterFailures;
  if (!needsProof) return;
  if (!hasProof(proof)) {
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

/** Counts a failure for the name and the address and answers how the next try looks (captcha, attempts left). */
export async function recordLoginFailure(
  ctx: RequestContext,
  name: string,
): Promise<{ captcha: boolean; remainingAttempts: number }> {
  const now = ctx.now();
  const [byName, byAddress] = await Promise.all([nameCount(ctx, name), addressCount(ctx)]);
  const failures = (byName?.failures ?? 0) + 1;
  const running = byName?.locked_until != null && byName.locked_until > now ? byName.locked_until : null;
  const lockedUntil =
    failures >= playerLimits.loginLockAfterFailures ? (running ?? now + playerLimits.loginLockMs) : null;
  await ctx.db.query(
    `INSERT INTO login_failures (merchant_code, login_key, failures, first_failed_at, last_failed_at, locked_until)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (merchant_code, login_key)
     DO UPDATE SET failures = $3, first_failed_at = $4, last_failed_at = $5, locked_until = $6`,
    [ctx.merchant.code, keyOf(name), failures, byName?.first_failed_at ?? now, now, lockedUntil],
  );
  const addressFailures = (byAddress?.failures ?? 0) + 1;
  await ctx.db.query(
    `INSERT INTO login_address_failures (address, failures, first_failed_at, last_failed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (address) DO UPDATE SET failures = $2, first_failed_at = $3, last_failed_at = $4`,
    [ctx.ip, addressFailures, byAddress?.first_failed_at ?? now, now],
  );
  return {
    captcha:
      failures >= playerLimits.loginCaptchaAfterFailures ||
      addressFailures >= playerLimits.loginAddressCaptchaAfterFailures,
    remainingAttempts: Math.max(0, playerLimits.loginLockAfterFailures - failures),
  };
}

/** A success clears the name's count (not the address's). */
export async function clearLoginFailures(ctx: RequestContext, name: string): Promise<void> {
  await clearNameFailures(ctx, [name]);
}

/** Clears the counts (and a lock) of these names: a success, or "forgot password" giving the owner a new password. */
export async function clearNameFailures(ctx: RequestContext, names: readonly (string | null | undefined)[]) {
  const keys = names.filter((n): n is string => !!n).map(keyOf);
  if (keys.length === 0) return;
  await ctx.db.query('DELETE FROM login_failures WHERE merchant_code = $1 AND login_key = ANY($2::text[])', [
    ctx.merchant.code,
    keys,
  ]);
}
