import { z } from 'zod';
import { fromQuery, int4Max, money, pageOf, passwordGuardErrors } from './common';

/**
 * Schemas shared by the centres groups (points, member centre, agent centre, contracts, lottery).
 * Player-site shared schemas live in `common.ts`.
 */

/** Product types of points-centres-lottery.md §3, in the spec's order. */
export const productTypes = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP', 'DEPOSIT'] as const;
export const productType = z.enum(productTypes);

/** Product types that bets are placed in (DEPOSIT is a contract basis, not a game). ESPORTS is the site's game type. */
export const betProductType = z.enum(['LIVE', 'RNG', 'CONS', 'SPORTS', 'ESPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP']);

/** A query field that is empty, absent, or one of the values; empty and absent both mean "all". */
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === 'ALL' ? undefined : value), schema.optional());
}

/** A record id in a JSON body: a whole number the store's integer columns hold (a JSON number, never text). */
export const idInput = z.number().int().min(0).max(int4Max);

/** A record id in a query string: decimal digits only (`fromQuery`). */
export const idQuery = fromQuery(idInput);

/** A time in a query: epoch milliseconds up to the last date JavaScript can hold. */
export const timeInput = fromQuery(z.number().int().nonnegative().max(8.64e15));

/** A list of ids in a query: `9203`, `9203,9204` or the parameter repeated. */
export const idList = z.preprocess((value) => {
  if (value === undefined || value === '') return [];
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((part) => String(part).trim()).filter((part) => part !== '');
}, z.array(idQuery));

/** Record pages of the centres: the page plus the totals of the whole filtered range, not only of the page. */
export const betTotals = z.object({
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  /** Player's result: win minus bet (negative when the player lost). */
  profitLoss: z.number(),
  count: z.number().int().nonnegative(),
});

/**
 * A money amount a player sends: positive, at most 1,000,000,000,000 (beyond anything a wallet holds, within what
 * the store keeps), so an absurd amount is a 400, not a store error.
 */
export const amountInput = z.number().positive().max(1e12);

/** Paging of a records page, with the page's own default size. */
export function pageInput(size: number) {
  return {
    page: fromQuery(z.number().int().min(1).max(1_000_000).default(1)),
    size: fromQuery(z.number().int().min(1).max(1000).default(size)),
  };
}

/**
 * The date range of a records page (spec §9): startDate inclusive, endDate the last day plus 86399000 ms, at most 30
 * days (`date.range.invalid`); without dates the last 30 days.
 */
export const rangeInput = {
  startDate: timeInput.optional(),
  endDate: timeInput.optional(),
};

/** The range a records page answered for (after defaults). */
export const answeredRange = z.object({ startDate: z.number().int(), endDate: z.number().int() });

type NoFields = Record<never, z.ZodType>;

/** The query of a records page: the date range (`rangeInput`), the page (10 a page) and the page's own filters. */
export function recordsInput<Filters extends z.ZodRawShape = NoFields>(filters: Filters = {} as Filters) {
  return z.object({ ...rangeInput, ...pageInput(10), ...filters });
}

/** The answer of a records page: a page of `item`, what the page adds (totals...), and the range it answered for. */
export function recordsOf<Item extends z.ZodType, Extra extends z.ZodRawShape = NoFields>(
  item: Item,
  extra: Extra = {} as Extra,
) {
  return pageOf(item).extend({ ...extra, ...answeredRange.shape });
}

/** The errors of a payment from the main wallet made with the payment password (transfers, withdrawals). */
export const paymentPasswordErrors = [
  'balance.not.enough',
  'payment.password.incorrect',
  'payment.password.unset',
  ...passwordGuardErrors,
] as const;

/** One line of a wallet ledger (account records, account details). */
export const ledgerLine = z.object({
  id: z.number().int(),
  createdAt: z.number().int(),
  /** DEPOSIT, WITHDRAW, BET, WIN, POINT_CONVERT, REBATE, DAILY_SALARY... */
  txType: z.string(),
  /** Positive in, negative out. */
  amount: z.number(),
  balanceAfter: z.number(),
  remark: z.string().nullable(),
  reference: z.string().nullable(),
});

/** One bet (betting records, team betting). */
export const betRecord = z.object({
  id: z.number().int(),
  account: z.string(),
  gameId: z.string(),
  vendor: z.string(),
  productType: z.string(),
  roundId: z.string(),
  betAmount: z.number(),
  winAmount: z.number(),
  /** Win minus bet, the player's view. */
  profitLoss: z.number(),
  createdAt: z.number().int(),
});

/** Salary and dividend settlement lines (agent records pages, the member's daily salary). */
export const salaryRecord = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  account: z.string(),
  kind: z.enum(['dividend', 'daily', 'hourly', 'realtime']),
  productType: z.string().nullable(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  /** The bet a real-time salary line pays for. */
  betId: z.number().int().nullable(),
  teamBet: z.number(),
  netLoss: z.number(),
  activeMembers: z.number().int(),
  rateType: z.string(),
  rate: z.number(),
  amount: z.number(),
  status: z.enum(['PAID', 'NOT_QUALIFIED']),
});

/** A salary or dividend records page: the lines, with the amount and the paid lines of the whole range. */
export const salaryRecords = recordsOf(salaryRecord, {
  totals: z.object({ amount: money, paidCount: z.number().int() }),
});
