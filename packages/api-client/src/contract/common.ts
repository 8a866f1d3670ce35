import { z } from 'zod';

/** Schemas shared by many endpoints. */

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
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(10),
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
  startDate: z.coerce.number().int().nonnegative().optional(),
  endDate: z.coerce.number().int().nonnegative().optional(),
});
