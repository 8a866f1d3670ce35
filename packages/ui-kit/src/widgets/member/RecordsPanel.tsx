import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Pagination } from '../../primitives/pagination/Pagination';
import { DateRangeFilter } from '../points/DateRangeFilter';
import type { DayRange } from '../points/points.range';
import { type DataColumn, DataTable, type DataTableProps } from '../shared/DataTable';
import { type Fact, Facts } from './Facts';
import * as styles from './member.css';

export interface RecordsPanelProps {
  /** Names the table ("Betting records"). */
  caption: string;
  range: DayRange;
  /** Called with a valid range only (at most 30 days). */
  onRangeChange: (range: DayRange) => void;
  /** More filters in the range's row (a product or status select). */
  filters?: ReactNode;
  columns: readonly DataColumn[];
  /** The page's rows, or null while loading. */
  rows: DataTableProps['rows'];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The totals of the whole range (not only of the page), above the table. */
  summary?: readonly Fact[];
}

/**
 * A records page of the centres (betting, account, bonus, salary, deposit and withdrawal records): a date range of at
 * most 30 days with the page's own filters, the range's totals, the table, paging; "No data" (in_no_data) when the
 * range has nothing.
 */
export function RecordsPanel(props: RecordsPanelProps) {
  const { caption, range, onRangeChange, filters, columns, rows, page, pageCount, onPageChange, summary } = props;
  const t = useT();
  return (
    <div className={styles.body}>
      <DateRangeFilter range={range} onSearch={onRangeChange}>
        {filters}
      </DateRangeFilter>
      {summary && rows !== null ? <Facts facts={summary} /> : null}
      {rows !== null && rows.length === 0 ? (
        <EmptyState title={t('in_no_data')} />
      ) : (
        <DataTable caption={caption} columns={columns} rows={rows} />
      )}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} /> : null}
    </div>
  );
}
