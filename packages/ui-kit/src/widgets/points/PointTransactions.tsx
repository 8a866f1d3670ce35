import { useLanguage, useT } from '../../i18n/I18nProvider';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Pagination } from '../../primitives/pagination/Pagination';
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
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={rows === null || undefined}>
            <caption className={styles.srOnly}>{t('points.detail.transactions')}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  {t('points.col.date')}
                </th>
                <th scope="col" className={styles.headCell}>
                  {t('points.col.type')}
                </th>
                <th scope="col" className={`${styles.headCell} ${styles.number}`}>
                  {t('points.col.amount')}
                </th>
                <th scope="col" className={`${styles.headCell} ${styles.number}`}>
                  {t('points.col.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(rows ?? []).map((row) => (
                <tr key={row.txId}>
                  <td className={styles.cell}>{formatWhen(row.at, language)}</td>
                  <td className={styles.cell}>{row.label}</td>
                  <td className={`${styles.cell} ${styles.number}`}>{signed(row.amount)}</td>
                  <td className={`${styles.cell} ${styles.number}`}>{formatPoints(row.balance, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
    </div>
  );
}
