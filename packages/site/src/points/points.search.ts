/** The address state of the points pages (validated search params). */

/** /pointMall?type=<typeId>: the mall's tab (All without one). */
export interface PointMallSearch {
  type?: number;
}

export function validatePointMallSearch(search: Record<string, unknown>): PointMallSearch {
  const type = Number(search.type);
  return Number.isInteger(type) && type >= 0 && type <= 2_147_483_647 ? { type } : {};
}

export const DETAIL_TABS = ['records', 'transactions', 'rules'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
export const RECORD_STATUSES = ['P', 'A', 'R'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/**
 * /pointDetail?tab=records&status=P&from=2026-11-01&to=2026-11-24&page=2: the tab, the records' status filter, the
 * date range (days, checked again by the page: at most 30) and the page. Anything malformed is dropped, so a bad link
 * opens the defaults instead of an error.
 */
export interface PointDetailSearch {
  tab?: DetailTab;
  status?: RecordStatus;
  from?: string;
  to?: string;
  page?: number;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function validatePointDetailSearch(search: Record<string, unknown>): PointDetailSearch {
  const result: PointDetailSearch = {};
  if (DETAIL_TABS.includes(search.tab as DetailTab)) result.tab = search.tab as DetailTab;
  if (RECORD_STATUSES.includes(search.status as RecordStatus)) result.status = search.status as RecordStatus;
  if (isDay(search.from) && isDay(search.to)) {
    result.from = search.from;
    result.to = search.to;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) result.page = page;
  return result;
}
