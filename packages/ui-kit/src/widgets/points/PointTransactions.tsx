import { useLanguage, useT } from '../../i18n/I18nProvider';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Pagination } from '../../primitives/pagination/Pagination';
import { DataTable } from '../shared/DataTable';
import { DateRangeFilter } from './DateRangeFilter';
import * as styles from './points.css';
import { formatPoints, formatWhen } from './points.format';
import type { DayRange } from './points.range';
import type { PointTransactionRow } from './points.types';

export interface PointTransactionsProps {
  /** The page's lines, or null while loading. */
  rows: readonly PointTransactionRow[] | null;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
}

/** The points ledger (points §2 "point transaction details"): 12 a page, newest first, in a date range of 30 days. */
export function PointTransactions({
  rows,
  page,
  pageCount,
  onPageChange,
  range,
  onRangeChange,
}: PointTransactionsProps) {
  const t = useT();
  const { language } = useLanguage();
  const signed = (amount: number) =>
    `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatPoints(Math.abs(amount), language)}`;
  return (
    <div className={styles.rules}>
      <DateRangeFilter range={range} onSearch={onRangeChange} />
      {rows !== null && rows.length === 0 ? (
        <EmptyState title={t('in_no_data')} />
      ) : (
        <DataTable
          caption={t('points.detail.transactions')}
          columns={[
            { label: t('points.col.date') },
            { label: t('points.col.type') },
            { label: t('points.col.amount'), numeric: true },
            { label: t('points.col.balance'), numeric: true },
          ]}
          rows={
            rows?.map((row) => ({
              key: row.txId,
              cells: [formatWhen(row.at, language), row.label, signed(row.amount), formatPoints(row.balance, language)],
            })) ?? null
          }
        />
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
    </div>
  );
}
