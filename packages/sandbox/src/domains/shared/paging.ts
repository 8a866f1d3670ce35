import type { Db } from '../../core/db';
import { ApiFailure } from '../../core/failure';
import { centresTimes } from './centres.constants';

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
  totalPages: number;
}

/** LIMIT and OFFSET of a 1-based page. */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

export function pageOfRows<T>(list: T[], total: number, page: number, size: number): Page<T> {
  return { list, total, page, size, totalPages: Math.ceil(total / size) };
}

/**
 * One page of a table's rows that match `where`, newest first unless `orderBy` says otherwise, and how many match in
 * all. `table`, `where` and `orderBy` are the handlers' own SQL text; the values go in `params` ($1, $2...).
 */
export async function rowsPage<T extends object>(
  db: Db,
  table: string,
  query: { where: string; params: readonly unknown[]; orderBy?: string },
  paging: { page: number; size: number },
): Promise<{ rows: T[]; total: number }> {
  const { where, params, orderBy = 'created_at DESC, id DESC' } = query;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  const { limit, offset } = pageWindow(paging.page, paging.size);
  const rows = await db.query<T>(
    `SELECT * FROM ${table} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** Pages an in-memory list (aggregates computed in JavaScript). */
export function slicePage<T>(all: readonly T[], page: number, size: number): Page<T> {
  const { limit, offset } = pageWindow(page, size);
  return pageOfRows(all.slice(offset, offset + limit), all.length, page, size);
}

export interface TimeRange {
  /** Inclusive, epoch ms. */
  start: number;
  /** Inclusive, epoch ms (the end day plus 86399000 ms when the page sends a day). */
  end: number;
}

/**
 * The date range of a records page (spec §9): start inclusive, end inclusive, at most 30 days plus the end day's
 * 86399000 ms. Missing ends default to the last 30 days up to now. A reversed or longer range fails with
 * `date.range.invalid`.
 */
export function resolveRange(
  input: { start?: number | undefined; end?: number | undefined },
  now: number,
  maxMs: number = centresTimes.recordRangeMaxMs,
): TimeRange {
  const end = input.end ?? (input.start !== undefined ? Math.min(now, input.start + maxMs) : now);
  const start = input.start ?? end - centresTimes.defaultRecordRangeMs;
  if (start > end) throw new ApiFailure('date.range.invalid', 'The start date is after the end date.');
  if (end - start > maxMs)
    throw new ApiFailure('date.range.invalid', 'The date range may not exceed 30 days.', {
      value: { maxDays: 30 },
    });
  return { start, end };
}
