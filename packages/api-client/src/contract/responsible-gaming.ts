import { z } from 'zod';
import { amountInput } from './centres-common';
import { epochMs, money, passwordGuardErrors, passwordProof, shortText } from './common';
import { endpoint } from './define';
import { limitCoolingOffHours, sessionLimitMinutes } from './responsible-gaming.constants';

/**
 * Responsible gaming (issue 26; the spec is silent, so the rules are designed here and stated once). Behind the
 * merchant flag RESPGAM3: without it every call answers `feature.disabled`. Every limit is enforced by the server:
 * the same request sent without the site is refused the same way.
 *
 * - A money limit is one of DEPOSIT (deposits asked this period, pending or approved), LOSS (stakes minus wins) or
 *   WAGER (stakes), per DAY, WEEK or MONTH of the platform's business calendar (days start at midnight UTC+8; weeks
 *   on Monday). A session limit caps the minutes since login.
 * - Setting a limit where there was none, or lowering one, applies at once. Raising or removing one waits 24 hours
 *   (`pending.appliesAt`); until then the lower limit holds. Setting it again within the wait replaces the pending
 *   change (a lower value applies at once and cancels it).
 * - A reality check reminds the player every 15, 30 or 60 minutes of play (0: off).
 * - A time-out (24 hours, 7 days, 30 days) or a self-exclusion (6 months, 1 year, 5 years) ends the session at once and
 *   refuses every login until it ends; the login password confirms it, and nothing on the site can undo it.
 */
export const limitKind = z.enum(['DEPOSIT', 'LOSS', 'WAGER']);
export const limitPeriod = z.enum(['DAY', 'WEEK', 'MONTH']);
export const realityCheckMinutes = z.literal([0, 15, 30, 60]);
export const timeOutPeriod = z.enum(['24H', '7D', '30D']);
export const selfExclusionPeriod = z.enum(['6M', '1Y', '5Y']);

export { limitCoolingOffHours, sessionLimitMinutes };

export const moneyLimit = z.object({
  kind: limitKind,
  period: limitPeriod,
  /** The limit in force; null for none. */
  amount: money.nullable(),
  /** This period's use: deposits asked, net loss (never below 0), or stakes. */
  used: money,
  periodEndsAt: epochMs,
  /** A raise or removal waiting for its cooling-off period. */
  pending: z.object({ amount: money.nullable(), appliesAt: epochMs }).nullable(),
});

export const sessionLimit = z.object({
  /** The minutes a session may last; null for none. */
  minutes: z.number().int().nullable(),
  /** Minutes since this session's login. */
  usedMinutes: z.number().int().nonnegative(),
  pending: z.object({ minutes: z.number().int().nullable(), appliesAt: epochMs }).nullable(),
});

const sessionMinutes = z.number().int().min(sessionLimitMinutes.min).max(sessionLimitMinutes.max);

const flagErrors = ['feature.disabled'] as const;

/** A time-out or a self-exclusion: the period, confirmed with the login password (encrypted). */
function breakEndpoint<P extends z.ZodType<string>>(period: P, path: `/${string}`, summary: string) {
  return endpoint({
    method: 'POST',
    path,
    summary,
    input: z.object({ period, password: shortText.min(1), ...passwordProof }),
    output: z.object({ until: epochMs }),
    access: 'member',
    encrypted: true,
    errors: [...flagErrors, 'trial.account.refused', 'password.incorrect', ...passwordGuardErrors],
  });
}

export const responsibleGaming = {
  overview: endpoint({
    method: 'GET',
    path: '/wps/responsible-gaming/overview',
    summary: 'The money limits (3 kinds x 3 periods) with their use, the session limit and the reality-check interval',
    input: z.object({}),
    output: z.object({
      limits: z.array(moneyLimit),
      session: sessionLimit,
      realityCheckMinutes,
      sessionStartedAt: epochMs,
    }),
    access: 'member',
    errors: [...flagErrors],
  }),
  setLimit: endpoint({
    method: 'POST',
    path: '/wps/responsible-gaming/limit',
    summary: 'Sets, lowers (at once), raises or removes (after 24 hours) a money limit',
    input: z.object({ kind: limitKind, period: limitPeriod, amount: amountInput.multipleOf(0.01).nullable() }),
    output: moneyLimit,
    access: 'member',
    errors: [...flagErrors, 'field.invalid'],
  }),
  setSessionLimit: endpoint({
    method: 'POST',
    path: '/wps/responsible-gaming/session-limit',
    summary: 'Sets or lowers (at once), raises or removes (after 24 hours) the session-time limit (5 to 1440 minutes)',
    input: z.object({ minutes: sessionMinutes.nullable() }),
    output: sessionLimit,
    access: 'member',
    errors: [...flagErrors],
  }),
  setRealityCheck: endpoint({
    method: 'POST',
    path: '/wps/responsible-gaming/reality-check',
    summary: 'Chooses the reality-check interval: 15, 30 or 60 minutes, or 0 for off',
    input: z.object({ minutes: realityCheckMinutes }),
    output: z.object({ realityCheckMinutes }),
    access: 'member',
    errors: [...flagErrors],
  }),
  realityCheck: endpoint({
    method: 'GET',
    path: '/wps/responsible-gaming/reality-check',
    summary: 'The reality check: time in this session, stakes and net result since login, and when the next one is due',
    input: z.object({}),
    output: z.object({
      sessionStartedAt: epochMs,
      minutesInSession: z.number().int().nonnegative(),
      wagered: money,
      /** Wins minus stakes since login (negative: a loss). */
      net: money,
      realityCheckMinutes,
      /** When the next reminder is due (the next multiple of the interval since login); null when off. */
      nextCheckAt: epochMs.nullable(),
    }),
    access: 'member',
    errors: [...flagErrors],
  }),
  timeOut: breakEndpoint(
    timeOutPeriod,
    '/wps/responsible-gaming/time-out',
    'Takes a break of 24 hours, 7 days or 30 days: the session ends and logins are refused until it ends',
  ),
  selfExclude: breakEndpoint(
    selfExclusionPeriod,
    '/wps/responsible-gaming/self-exclusion',
    'Excludes the player for 6 months, 1 year or 5 years: the session ends and logins are refused until then',
  ),
} as const;
