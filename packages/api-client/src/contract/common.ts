import { z } from 'zod';

/** Schemas shared by many endpoints. */

/** Decimal text as query strings and forms carry numbers: an optional minus, digits, an optional fraction. */
const decimalText = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * A number of a query string (or form): the text of a decimal number becomes that number, anything else (`0x10`,
 * `1e3`, ` 7`, an empty value) stays text and is refused by `schema`, so a query accepts exactly what its document
 * type says. JSON bodies use the number schemas themselves: `"7"` is not an integer there.
 */
export function fromQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && decimalText.test(value) ? Number(value) : value),
    schema,
  );
}

export const yesNo = z.enum(['Y', 'N']);
export const language = z.enum(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
/** Timestamps travel as epoch milliseconds. */
export const epochMs = z.number().int().nonnegative();
/** Money travels as a number with at most 2 decimals; display rounding is the client's (round half up). */
export const money = z.number();
export const empty = z.object({});
/** An endpoint whose success carries no data answers `value: true`. */
export const ok = z.literal(true);

export const pageQuery = z.object({
  page: fromQuery(z.number().int().min(1).max(1_000_000).default(1)),
  size: fromQuery(z.number().int().min(1).max(1000).default(10)),
});

/** A page of a list: `{ list, total, page, size, totalPages }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    totalPages: z.number().int().nonnegative(),
  });
}

/** Date-range filters of records pages: inclusive start, end date plus 86399000 ms (spec §9), at most 30 days. */
export const dateRangeQuery = z.object({
  startDate: fromQuery(z.number().int().nonnegative().optional()),
  endDate: fromQuery(z.number().int().nonnegative().optional()),
});

/** Money in a query string (GET inputs arrive as text). */
export const moneyQuery = fromQuery(z.number().finite());
/** The largest int4, the type of the platform's record ids. */
export const int4Max = 2_147_483_647;
/** A record id in a JSON body: a positive int4, as the platform's tables keep their ids. */
export const rowId = z.number().int().positive().max(int4Max);
/** A short text field of a form (names, codes): bounded so a request can never carry megabytes in one field. */
export const shortText = z.string().max(256);
/**
 * The captcha a password asked of a logged-in player needs once it was given wrongly three times (the password
 * guard: `password.captcha.required` asks for it). Send the answer with the key of the image (`system.captcha`,
 * purpose `password`); each answer is good for one try.
 */
export const passwordProof = {
  captcha: z.string().max(16).optional(),
  captchaKey: shortText.optional(),
};

/**
 * What the password guard answers before it checks a password asked of a logged-in player: the captcha is needed
 * or wrong, wait `retryAfterMs`, or the kind of password is locked until `lockedUntil`.
 */
export const passwordGuardErrors = [
  'password.captcha.required',
  'password.captcha.incorrect',
  'password.retry.later',
  'password.locked',
] as const;

/** The platform's 0/1 switches (freeplay, supportPlay, toUpline...). */
export const zeroOne = z.union([z.literal(0), z.literal(1)]);
/** A currency position: F (or empty) puts the symbol in front, B behind (points-centres-lottery.md §3). */
export const currencyPosition = z.enum(['F', 'B', '']);

/**
 * An uploaded image as a data URL (claims, proofs, feedback). The schema bounds the text (5 MB of bytes is about
 * 7 MB of base64); the server checks the bytes themselves: JPEG or PNG by content, at most 5242880 bytes.
 */
export const imageDataUrl = z
  .string()
  .max(7_000_000)
  .regex(/^data:[^,]{0,100},/, 'must be a data URL');

/** Game types of the lobby (player-site.md §2; product types of points-centres-lottery.md §3 without CONS/DEPOSIT). */
export const gameType = z.enum(['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']);

/** The registration fields of player-site.md §3, in form order. */
export const registrationFieldName = z.enum([
  'username',
  'password',
  'verifyPwd',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'qqNum',
  'email',
  'line',
  'facebook',
  'whatsapp',
  'idNumber',
  'nickname',
  'affiliateCode',
  'recommenderId',
  'captcha',
  'rebateId',
]);

/** How the server configures one registration field (player-site.md §3). `acceptedPattern` `*` accepts anything. */
export const fieldConfig = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  updateRequired: z.boolean(),
  patternId: z.string().nullable(),
  /** The merchant's hint, shown instead of the generic message when the field fails. */
  message: z.string().nullable(),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
  acceptedPattern: z.string().nullable(),
});

/** A merchant's club (VIP) label (member info `clubLabel`). */
export const clubLabel = z.object({
  labelId: z.number().int(),
  labelName: z.string(),
  color: z.string(),
  type: z.string(),
  rankLevel: z.number().int(),
});
