import type { RequestContext } from '../../core/context';
import { ApiFailure } from '../../core/failure';
import { implement } from '../../core/handlers';
import { playerLimits } from '../shared/player.constants';
import { secretCode } from '../shared/random';
import { flagOn, playerSettings } from '../system/merchant.settings';
import { completeLogin, createPlayer, findByUsername } from './customers';

const hour = 3_600_000;

/**
 * The stored hash of a trial account: `verifyPassword` accepts only `scrypt$...` hashes, so no password (and no
 * "forgot password", since the account has no e-mail or phone) ever opens it. Only the free demo's token does.
 */
export const TRIAL_PASSWORD_HASH = 'none$free-demo$no-password';

/** `demo` and random digits, checked against every username of the merchant (registered names included). */
async function freeDemoUsername(ctx: RequestContext): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    // Crowded after ten tries: two more digits.
    const candidate = `demo${secretCode(playerLimits.trialUsernameDigits + (attempt < 10 ? 0 : 2))}`;
    if (!(await findByUsername(ctx.db, ctx.merchant.code, candidate))) return candidate;
  }
  throw new Error('no free demo username left');
}

/** Refuses an address that has created its share of trial accounts this hour; a refusal is not counted. */
function checkRate(ctx: RequestContext): void {
  const limiter = ctx.runtime.services.rateLimits.limiter('trial-per-caller', {
    max: playerLimits.trialAccountsPerCallerPerHour,
    windowMs: hour,
  });
  // Per address only: a device id is whatever the caller sends, so a new one per call must not buy a new quota.
  const decision = limiter.hit(`${ctx.merchant.code}:${ctx.ip}`, ctx.now());
  if (!decision.allowed) {
    throw new ApiFailure('TOO_MANY_REQUESTS', 'Too many demo accounts requested; try again later.', {
      value: { retryAfterMs: decision.retryAfterMs },
    });
  }
}

/**
 * The free demo (player-site §2 login widget, §6 "free demo where enabled"): a fresh trial account (isAgent 4) per
 * call, logged in through the same session machinery as a login. Trial accounts are refused real games, claims,
 * chat and the member centre wherever isAgent 4 is checked, exactly as the seeded trial01.
 */
export const trialHandlers = implement('accounts', {
  trialLogin: async (_input, ctx) => {
    if (!flagOn(ctx.merchant, 'FREEDEMO3')) {
      throw new ApiFailure('trial.disabled', 'This site offers no free demo.');
    }
    checkRate(ctx);
    const settings = playerSettings(ctx.merchant);
    const username = await freeDemoUsername(ctx);
    const customer = await ctx.db.transaction((tx) =>
      createPlayer(tx, ctx.merchant, ctx.now(), {
        merchantCode: ctx.merchant.code,
        username,
        password: '',
        passwordHash: TRIAL_PASSWORD_HASH,
        // The info bar shows the nickname: the demo account's own name tells the player which account this is.
        nickname: username,
        isAgent: 4,
        balance: playerLimits.trialAccountBalance * settings.moneyScale,
      }),
    );
    return completeLogin(ctx, customer);
  },
});
