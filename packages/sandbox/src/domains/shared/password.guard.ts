import { verifyPassword } from '../../core/accounts';
import type { MemberContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { type Counter, type CounterState, clearAttempts, needsProof, reserveAttempt, waitDue } from './attempts';
import { type HumanProof, hasProof, proofPasses } from './human-proof';
import { playerLimits } from './player.constants';

/**
 * The one guard for every password asked of a logged-in player: the payment password (point conversion, agent
 * transfers, red envelopes, withdrawals, transfers to the upline, redemption under PAYMENTPASS3, changing it) and the
 * login password (redemption without PAYMENTPASS3, changing the password, setting the payment password). A stolen
 * session must not be a free oracle for the player's passwords.
 *
 * Wrong passwords count per player and kind on the login ladder (`playerLimits.passwordCheck`): from the 3rd every
 * try needs a captcha (`password.captcha.required`, then `password.captcha.incorrect`), from the 5th the next try
 * waits 1 s doubling up to 30 s (`password.retry.later`, `value.retryAfterMs`), the 10th locks the kind for 15 minutes
 * (`password.locked`, `value.lockedUntil`; no captcha opens it). A wrong password answers its own code with
 * `{ captcha, remainingAttempts }`; a right one clears the count. Each try is reserved before the password is hashed
 * (`attempts.ts`), so parallel tries count against each other.
 */
export type PasswordKind = 'payment' | 'login';

export interface PasswordCheck {
  kind: PasswordKind;
  password: string;
  /** The errorCode a wrong password answers. @default `payment.password.incorrect` or `password.incorrect` */
  wrong?: 'payment.password.incorrect' | 'password.incorrect' | 'password.old.incorrect';
}

const wrongMessages = {
  'payment.password.incorrect': 'The payment password is wrong.',
  'password.incorrect': 'The password is wrong.',
  'password.old.incorrect': 'The current password is incorrect.',
} as const;

const counterOf = (ctx: MemberContext, kind: PasswordKind): Counter => ({
  table: 'password_failures',
  key: [ctx.customer.id, kind],
  ladder: playerLimits.passwordCheck,
});

function gate(ctx: MemberContext, states: readonly CounterState[], proof: HumanProof, now: number): void {
  const ladder = playerLimits.passwordCheck;
  const locked = states.find((state) => state.lockedUntil !== null);
  if (locked) {
    throw new ApiFailure('password.locked', 'Too many wrong passwords. Try again later.', {
      value: { lockedUntil: locked.lockedUntil as number },
    });
  }
  const retryAfterMs = Math.max(0, ...states.map((state) => waitDue(state, ladder, now)));
  if (retryAfterMs > 0) {
    throw new ApiFailure('password.retry.later', 'Too many wrong passwords. Please wait a moment.', {
      value: { retryAfterMs },
    });
  }
  if (!states.some((state) => needsProof(state, ladder))) return;
  if (!hasProof(proof)) {
    throw new ApiFailure('password.captcha.required', 'Enter the captcha with the password.', {
      value: { captcha: true },
    });
  }
  if (!proofPasses(ctx, proof)) {
    throw new ApiFailure('password.captcha.incorrect', 'The captcha is wrong or expired.', {
      value: { captcha: true },
    });
  }
}

/**
 * Checks the passwords a call asks for (one, or two: the login and the current payment password), in one judged and
 * reserved try. Every password is hashed whatever the others gave, so a refusal takes as long as a success; the first
 * wrong one answers. `payment.password.unset` comes first when a payment password is asked and none is set.
 */
export async function requirePasswords(
  ctx: MemberContext,
  checks: readonly PasswordCheck[],
  proof: HumanProof = {},
): Promise<void> {
  if (checks.some((check) => check.kind === 'payment') && !ctx.customer.payment_password_hash) {
    throw new ApiFailure('payment.password.unset', 'Please set a payment password first.');
  }
  const now = ctx.now();
  const counters = checks.map((check) => counterOf(ctx, check.kind));
  const reserved = await reserveAttempt(ctx.db, counters, now, (states) => gate(ctx, states, proof, now));
  const hashOf = (kind: PasswordKind) =>
    kind === 'payment' ? ctx.customer.payment_password_hash : ctx.customer.password_hash;
  const passed = await Promise.all(checks.map((check) => verifyPassword(check.password, hashOf(check.kind))));
  for (const [i, counter] of counters.entries()) if (passed[i]) await clearAttempts(ctx.db, counter);
  const failed = checks.findIndex((_, i) => !passed[i]);
  if (failed < 0) return;
  const check = checks[failed] as PasswordCheck;
  const { failures } = reserved[failed] as { failures: number };
  const ladder = playerLimits.passwordCheck;
  const wrong = check.wrong ?? (check.kind === 'payment' ? 'payment.password.incorrect' : 'password.incorrect');
  throw new ApiFailure(wrong, wrongMessages[wrong], {
    value: { captcha: failures >= ladder.captchaFrom, remainingAttempts: Math.max(0, (ladder.lockAt ?? 0) - failures) },
  });
}

/** The payment password (`payment.password.unset` when the player never set one). */
export const requirePaymentPassword = (ctx: MemberContext, password: string, proof?: HumanProof) =>
  requirePasswords(ctx, [{ kind: 'payment', password }], proof);

/** The login password. */
export const requireLoginPassword = (ctx: MemberContext, password: string, proof?: HumanProof) =>
  requirePasswords(ctx, [{ kind: 'login', password }], proof);
