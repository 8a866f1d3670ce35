import { PointTransactions, useLanguage } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '../../app/platform.context';
import { transactionOf } from '../points.map';
import { pointsQueries } from '../points.queries';
import { type DetailTabProps, pageCount } from './detail.props';

/** The points ledger: 12 a page, the audit corrections (9203) left out. */
export function TransactionsTab({ range, bounds, page, go }: DetailTabProps) {
  const platform = usePlatform();
  const { language } = useLanguage();
  const transactions = useQuery(
    pointsQueries.transactions(platform, { startTime: bounds.start, endTime: bounds.end, page }),
  );
  return (
    <PointTransactions
      rows={transactions.data?.list.map((tx) => transactionOf(tx, language)) ?? null}
      page={page}
      pageCount={pageCount(transactions.data?.totalPages)}
      onPageChange={(next) => go({ page: next })}
      range={range}
      onRangeChange={(next) => go({ from: next.from, to: next.to })}
    />
  );
}
