import type { MessageKey } from '@platform/i18n';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { formatWhen } from '../points/points.format';
import { DataTable } from '../shared/DataTable';
import { type CurrencyFormat, formatAmount } from '../shared/money';

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
}

/** The winner board of the promotions page: the merchant's configured fields as columns, amounts in its currency. */
export function WinnerBoard({ fields, rows, currency }: WinnerBoardProps) {
  const t = useT();
  const { language } = useLanguage();
  if (rows !== null && rows.length === 0) return <EmptyState title={t('in_no_data')} />;
  const cell = (row: WinnerRow, field: WinnerField) =>
    field === 'winAmount'
      ? formatAmount(row.winAmount, currency, language)
      : field === 'winTime'
        ? formatWhen(row.winTime, language)
        : row[field];
  return (
    <DataTable
      caption={t('promotions.winners')}
      showCaption
      columns={fields.map((field) => ({
        label: t(`promotions.winner.${field}` as MessageKey),
        numeric: field === 'winAmount',
      }))}
      rows={rows?.map((row) => ({ key: row.recordId, cells: fields.map((field) => cell(row, field)) })) ?? null}
    />
  );
}
