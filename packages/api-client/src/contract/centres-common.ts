import { z } from 'zod';

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

/** A list of ids in a query: `9203`, `9203,9204` or the parameter repeated. */
export const idList = z.preprocess((value) => {
  if (value === undefined || value === '') return [];
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((part) => String(part).trim()).filter((part) => part !== '');
}, z.array(z.coerce.number().int()));

/** Record pages of the centres: the page plus the totals of the whole filtered range, not only of the page. */
export const betTotals = z.object({
  betAmount: z.number(),
  validBet: z.number(),
  winAmount: z.number(),
  /** Player's result: win minus bet (negative when the player lost). */
  profitLoss: z.number(),
  count: z.number().int().nonnegative(),
});

/** Masks a username for lists other players see (`ab***yz`). */
export const maskedName = z.string();
