import { formatAmount, useLanguage, useT } from '@platform/ui-kit';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { Platform } from '../platform';
import { usePlatform } from '../platform.context';
import { type CentrePageProps, pageCount, useReportLoaded } from './centre.page';
import { useCentreRange } from './centre.range';

const noop = () => undefined;

/** What a records query is asked with: the range's epoch bounds and the page number (1 first). */
export interface RecordsAt {
  platform: Platform;
  startDate: number;
  endDate: number;
  page: number;
}

/**
 * What every records page of both centres does alike: the range from the page's state (or the last 30 days), the
 * page number, the query over both, the loading cover lifted once the first answer is in, amounts in the centre's
 * currency, and the records panel's range and paging wired to the state (a new range goes back to page 1; filters
 * stay, as the state keeps them).
 */
export function useCentreRecords<T>(
  {
    state,
    setState,
    onLoaded,
    currency,
  }: Pick<CentrePageProps, 'state' | 'setState' | 'currency'> & {
    /** Left out where the page's first data is another query's (a form's limits above the records). */
    onLoaded?: () => void;
  },
  query: (at: RecordsAt) => UseQueryOptions<T, Error, T, readonly unknown[]>,
) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const page = state.page ?? 1;
  const result = useQuery(query({ platform, startDate, endDate, page }));
  useReportLoaded(!result.isPending && onLoaded !== undefined, onLoaded ?? noop);
  const data = result.data;
  const totalPages =
    data && typeof data === 'object' && 'totalPages' in data ? (data.totalPages as number | undefined) : undefined;
  return {
    platform,
    t,
    language,
    money: (value: number) => formatAmount(value, currency, language),
    data,
    result,
    page,
    /** The records panel's range and paging. */
    panel: {
      range,
      onRangeChange: (next: { from: string; to: string }) => setState({ from: next.from, to: next.to }),
      page,
      pageCount: pageCount(totalPages),
      onPageChange: (next: number) => setState({ page: next }),
    },
  };
}
