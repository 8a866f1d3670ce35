import { RedemptionRecords } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '../../app/platform.context';
import { pointsQueries } from '../points.queries';
import { type DetailTabProps, pageCount } from './detail.props';

/** Redemption records: status filter, range, 13 a page, details in a dialog (a lazy chunk: the default tab). */
export function RecordsTab({ range, bounds, page, status, currency, go }: DetailTabProps) {
  const platform = usePlatform();
  const records = useQuery(
    pointsQueries.records(platform, {
      ...(status ? { status } : {}),
      startDate: bounds.start,
      endDate: bounds.end,
      page,
    }),
  );
  return (
    <RedemptionRecords
      rows={records.data?.list ?? null}
      page={page}
      pageCount={pageCount(records.data?.totalPages)}
      onPageChange={(next) => go({ page: next })}
      status={status ?? 'all'}
      onStatusChange={(next) => go({ status: next === 'all' ? undefined : next })}
      range={range}
      onRangeChange={(next) => go({ from: next.from, to: next.to })}
      currency={currency}
    />
  );
}
