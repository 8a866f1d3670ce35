import { z } from 'zod';
import { secondFactorMethod } from './accounts';
import type { ErrorCode } from './errors';
import { game } from './games.schemas';
import { firebaseChannel } from './system.settings';

const maskedTarget = z.string().nullable();

/** A wrong password asked of a logged-in player: whether the next try needs the captcha, and the tries left. */
const passwordMiss = z.object({ captcha: z.boolean(), remainingAttempts: z.number().int().nonnegative() });

/**
 * The `value` of every failure that carries data, by error code: what a client needs to go on (the second factor's
 * methods, the social identity to bind, the recommended games, the maintenance window, the visitor's IP, the field a
 * rule refused...). The sandbox checks each failure it sends against these (with output validation on), the OpenAPI
 * document lists them under `components.schemas.ErrorValue_<code>`, and `ErrorValues` types them for clients.
 */
export const errorValues = {
  login_verify_required: z.object({
    methods: z.array(secondFactorMethod),
    method: secondFactorMethod.optional(),
    /** When the code sent by e-mail or SMS expires (epoch ms); null for Google Authenticator and the payee name. */
    expirationTime: z.number().nullable(),
    maskedEmail: maskedTarget,
    maskedMobile: maskedTarget,
  }),
  bind_customer_required: z.object({
    firebaseChannel,
    email: z.string().nullable(),
    displayName: z.string().nullable(),
    mobileNo: z.string().nullable(),
    /** The merchant lets this identity register a new account (FIREBASECREATEACC3 or SSOMANUALREG3). */
    canRegister: z.boolean(),
    /** Registration goes through the manual form (SSOMANUALREG3). */
    manualRegister: z.boolean(),
  }),
  vendor_under_maintenance: z.object({
    /** 1: `games` holds recommended games from vendors that are open; otherwise a plain maintenance window. */
    resType: z.number().int(),
    vendor: z.string().optional(),
    games: z.array(game).optional(),
    /** The vendor's maintenance window (epoch ms), when the platform knows it. */
    maintainTime: z.number().optional(),
    endTime: z.number().optional(),
  }),
  system_maintenance: z.object({
    content: z.object({ data: z.object({ maintainTime: z.number().nullable(), endTime: z.number().nullable() }) }),
  }),
  region_restricted: z.object({ ip: z.string() }),
  'captcha.required': z.object({ captcha: z.literal(true) }),
  'password.captcha.required': z.object({ captcha: z.literal(true) }),
  'password.captcha.incorrect': z.object({ captcha: z.literal(true) }),
  'password.retry.later': z.object({ retryAfterMs: z.number().int().positive() }),
  'password.locked': z.object({ lockedUntil: z.number().int() }),
  'payment.password.incorrect': passwordMiss,
  'password.incorrect': passwordMiss,
  'password.old.incorrect': passwordMiss,
  'field.invalid': z.object({
    field: z.string(),
    key: z.string(),
    /** With `validation_amount_decimals`: the fraction digits the merchant's currency allows. */
    digits: z.number().int().min(0).optional(),
  }),
  'feature.disabled': z.object({ flag: z.string() }),
  'raffle.not.started': z.object({ time: z.number() }),
  'trial.account.refused': z.object({ key: z.literal('in_need_true_account') }).nullable(),
  'rg.deposit.limit': z.object({
    period: z.enum(['DAY', 'WEEK', 'MONTH']),
    limit: z.number(),
    /** What may still be deposited this period (never below 0). */
    left: z.number(),
    periodEndsAt: z.number().int(),
  }),
  'rg.loss.limit': z.object({
    period: z.enum(['DAY', 'WEEK', 'MONTH']),
    limit: z.number(),
    periodEndsAt: z.number().int(),
  }),
  'rg.wager.limit': z.object({
    period: z.enum(['DAY', 'WEEK', 'MONTH']),
    limit: z.number(),
    periodEndsAt: z.number().int(),
  }),
  'rg.session.limit': z.object({ minutes: z.number().int() }),
  'rg.excluded': z.object({ kind: z.enum(['TIME_OUT', 'SELF_EXCLUSION']), until: z.number().int() }),
} satisfies Partial<Record<ErrorCode, z.ZodType>>;

export type ErrorCodeWithValue = keyof typeof errorValues;

/** The typed `value` of a failure, by its error code. */
export type ErrorValues = { [C in ErrorCodeWithValue]: z.output<(typeof errorValues)[C]> };
