/**
 * The address state of a centre page (member or agent centre) as a route (/member/<page>, /agent/<page>
 * ?from&to&page&filter&read&q), also kept in memory by the dialogs: the records' date range (days, at most 30, checked
 * again by the page), the page number, one filter (a product, status, category, period or scope, checked by the page
 * against its own list), a second one (read state) and an account searched for or drilled into.
 */
export interface CentreSearch {
  from?: string;
  to?: string;
  page?: number;
  filter?: string;
  read?: string;
  /** An account: searched for (team management) or drilled into (user loss, account details). */
  q?: string;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const isWord = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z_]{1,20}$/.test(value);

const isAccount = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(value);

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
  if (isAccount(search.q)) result.q = search.q;
  return result;
}
