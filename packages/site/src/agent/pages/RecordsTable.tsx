import { DataTable, type DataTableProps, EmptyState, Pagination, useT } from '@platform/ui-kit';

export interface RecordsTableProps extends DataTableProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** A paged table without a date range (the team, red envelopes): "No data" (in_no_data) when empty. */
export function RecordsTable({ page, pageCount, onPageChange, ...table }: RecordsTableProps) {
  const t = useT();
  return (
    <>
      {table.rows !== null && table.rows.length === 0 ? (
        <EmptyState title={t('in_no_data')} />
      ) : (
        <DataTable {...table} />
      )}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} /> : null}
    </>
  );
}
