import type { MessageKey } from '@platform/i18n';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Pagination } from '../../primitives/pagination/Pagination';
import { formatWhen } from '../points/points.format';
import { DataTable } from '../shared/DataTable';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import * as styles from './promotions.css';

export type WinnerField = 'account' | 'gameName' | 'vendor' | 'winAmount' | 'winTime';

export interface WinnerRow {
  recordId: number | string;
  account: string;
  gameName: string;
  vendor: string;
  winAmount: number;
  winTime: number;
}

export interface WinnerBoardProps {
  /** The fields the merchant shows, in its order. */
  fields: readonly WinnerField[];
  /** The latest wins (100 by default, player-site §9), or null while loading. */
  rows: readonly WinnerRow[] | null;
  currency: CurrencyFormat;
  /** Rows a page; the board pages through the rest. @default 10 */
  pageSize?: number;
}

/**
 * The winner board of the promotions page: the merchant's configured fields as columns, amounts in its currency, ten
 * wins a page (the server sends the latest hundred at once, so the paging is the board's own).
 */
export function WinnerBoard({ fields, rows, currency, pageSize = 10 }: WinnerBoardProps) {
  const t = useT();
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  if (rows !== null && rows.length === 0) return <EmptyState title={t('in_no_data')} />;
  const pageCount = Math.max(1, Math.ceil((rows?.length ?? 0) / pageSize));
  const shown = Math.min(page, pageCount);
  const cell = (row: WinnerRow, field: WinnerField) =>
    field === 'winAmount'
      ? formatAmount(row.winAmount, currency, language)
      : field === 'winTime'
        ? formatWhen(row.winTime, language)
        : row[field];
  return (
    <div className={styles.winners}>
      <DataTable
        caption={t('promotions.winners')}
        showCaption
        columns={fields.map((field) => ({
          label: t(`promotions.winner.${field}` as MessageKey),
          numeric: field === 'winAmount',
        }))}
        rows={
          rows
            ?.slice((shown - 1) * pageSize, shown * pageSize)
            .map((row) => ({ key: row.recordId, cells: fields.map((field) => cell(row, field)) })) ?? null
        }
      />
      {pageCount > 1 ? <Pagination page={shown} pageCount={pageCount} onPageChange={setPage} /> : null}
    </div>
  );
}
