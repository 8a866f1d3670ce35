import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import {
  type Counter,
  type CounterState,
  clearAttempts,
  needsProof,
  type Reserved,
  refundAttempt,
  reserveAttempt,
  waitDue,
} from '../shared/attempts';
import { type HumanProof, hasProof, proofPasses } from '../shared/human-proof';
import { playerLimits } from '../shared/player.constants';

export type { HumanProof } from '../shared/human-proof';

/**
 * Failed logins are counted twice, within a 15-minute window: per typed name (known or not, so probing names gains
 * nothing) and per caller address (spraying many names, or a few passwords over many accounts, from one address).
 *
 * - Name (`playerLimits.loginByName`): from the 3rd failure every try needs a human proof (image captcha or bot-check
 *   pass); from the 5th the next try waits 1 s, doubling per failure up to 30 s (`TOO_MANY_REQUESTS`,
 *   `value.retryAfterMs`); the 10th locks the name for 15 minutes: a try without a proof answers
 *   `login.account.locked`, but the owner still gets in with a proof and the right password (a lock that anyone could
 *   put on a known name must not keep its owner out), and "forgot password" or the control API's reset clears the
 *   count.
 * - Address (`playerLimits.loginByAddress`): from the 10th failure every login from the address needs a proof; from
 *   the 20th the next try waits 1 s, doubling up to 60 s. A success gives back the try it reserved and nothing more
 *   (one account of one's own would otherwise wipe the count).
 *
 * Every try is **reserved as a failure before the password is hashed** (`attempts.ts`): 40 tries sent at once see
 * each other, so the fourth already needs a captcha, as it would one at a time. A right password gives the
 * reservation back. Successful logins therefore leave no count, so a browser test suite that logs in many times from
 * loopback meets no limit; failures are cleared by `POST /__control/reset`, which the e2e suites call before each test.
 */
const keyOf = (name: string) => name.trim().toLowerCase();

const nameCounter = (ctx: RequestContext, name: string): Counter<'login_failures'> => ({
  table: 'login_failures',
  key: [ctx.merchant.code, keyOf(name)],
  ladder: playerLimits.loginByName,
});

const addressCounter = (ctx: RequestContext): Counter<'login_address_failures'> => ({
  table: 'login_address_failures',
  key: [ctx.ip],
  ladder: playerLimits.loginByAddress,
});

function slowDown(state: CounterState, counter: Counter, now: number): void {
  const retryAfterMs = waitDue(state, counter.ladder, now);
  if (retryAfterMs > 0) {
    throw new ApiFailure('TOO_MANY_REQUESTS', 'Too many failed logins. Please wait a moment and try again.', {
      value: { retryAfterMs },
    });
  }
}

/** A login try, judged and counted before its password is looked at. */
export interface LoginTry {
  /** Call when the secret was right: the name's count starts over, the address gets its reserved try back. */
  passed(): Promise<void>;
  /** How the next try looks (a wrong secret answers this in its `value`). */
  next: { captcha: boolean; remainingAttempts: number };
}

const nextOf = (name: Reserved, address: Reserved) => ({
  captcha:
    name.failures >= playerLimits.loginByName.captchaFrom ||
    address.failures >= playerLimits.loginByAddress.captchaFrom,
  remainingAttempts: Math.max(0, playerLimits.loginByName.lockAt - name.failures),
});

/**
 * Checks the limits of the name and of the caller's address and reserves this try on both, in one transaction;
 * throws the failure the client reacts to (slowing, lock, captcha needed or wrong), which counts nothing.
 */
export async function reserveLoginTry(ctx: RequestContext, name: string, proof: HumanProof): Promise<LoginTry> {
  const now = ctx.now();
  const byName = nameCounter(ctx, name);
  const byAddress = addressCounter(ctx);
  const [nameReserved, addressReserved] = (await reserveAttempt(ctx.db, [byName, byAddress], now, (states) => {
    const [nameState, addressState] = states as [CounterState, CounterState];
    slowDown(addressState, byAddress, now);
    slowDown(nameState, byName, now);
    if (nameState.lockedUntil !== null && !hasProof(proof)) {
      throw new ApiFailure('login.account.locked', 'Too many failed attempts. Complete the verification to continue.', {
        value: { lockedUntil: nameState.lockedUntil, captcha: true },
      });
    }
    if (!needsProof(nameState, byName.ladder) && !needsProof(addressState, byAddress.ladder)) return;
    if (!hasProof(proof)) {
      throw new ApiFailure('captcha.required', 'Please complete the verification.', { value: { captcha: true } });
    }
    if (!proofPasses(ctx, proof)) {
      throw new ApiFailure('captcha.incorrect', 'The verification is incorrect.', { value: { captcha: true } });
    }
  })) as [Reserved, Reserved];
  return {
    next: nextOf(nameReserved, addressReserved),
    passed: async () => {
      await clearAttempts(ctx.db, byName);
      await refundAttempt(ctx.db, byAddress);
    },
  };
}

/**
 * Counts one more failure for the name and the address at once, unjudged (a wrong second factor after a right
 * password), and answers how the next try looks.
 */
export async function recordLoginFailure(
  ctx: RequestContext,
  name: string,
): Promise<{ captcha: boolean; remainingAttempts: number }> {
  const [byName, byAddress] = (await reserveAttempt(
    ctx.db,
    [nameCounter(ctx, name), addressCounter(ctx)],
    ctx.now(),
    () => {},
  )) as [Reserved, Reserved];
  return nextOf(byName, byAddress);
}

/** Clears the counts (and a lock) of these names: "forgot password" giving the owner a new password. */
export async function clearNameFailures(ctx: RequestContext, names: readonly (string | null | undefined)[]) {
  const keys = names.filter((n): n is string => !!n).map(keyOf);
  if (keys.length === 0) return;
  await ctx.db.query('DELETE FROM login_failures WHERE merchant_code = $1 AND login_key = ANY($2::text[])', [
    ctx.merchant.code,
    keys,
  ]);
}
