import { MEMBER_CENTRE_ALIASES, MEMBER_CENTRE_PAGES } from '@platform/session';

/** /member?page=<id>: the old form of a centre address; it goes to /member/<id>. */
export interface MemberSearch {
  page?: string;
}

const isPageName = (value: unknown): value is string =>
  typeof value === 'string' &&
  ((MEMBER_CENTRE_PAGES as readonly string[]).includes(value) || value in MEMBER_CENTRE_ALIASES);

/** Keeps a page id the centre knows (or an alias of one); anything else opens the default page. */
export function validateMemberSearch(search: Record<string, unknown>): MemberSearch {
  return isPageName(search.page) ? { page: search.page } : {};
}

/**
 * The address state of a centre page in route mode (/member/<page>?from&to&page&filter), also kept in memory by the
 * dialog: the records' date range (days, at most 30, checked again by the page), the page number, one filter (a
 * product, status, category or period, checked by the page against its own list) and a second one (read state).
 */
export interface CentreSearch {
  from?: string;
  to?: string;
  page?: number;
  filter?: string;
  read?: string;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const isWord = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z_]{1,20}$/.test(value);

export function validateCentreSearch(search: Record<string, unknown>): CentreSearch {
  const result: CentreSearch = {};
  if (isDay(search.from) && isDay(search.to)) {
    result.from = search.from;
    result.to = search.to;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) result.page = page;
  if (isWord(search.filter)) result.filter = search.filter;
  if (isWord(search.read)) result.read = search.read;
  return result;
}
