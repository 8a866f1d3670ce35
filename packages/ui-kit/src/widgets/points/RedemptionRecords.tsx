import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { Button } from '../../primitives/button/Button';
import { Dialog } from '../../primitives/dialog/Dialog';
import { EmptyState } from '../../primitives/empty-state/EmptyState';
import { Pagination } from '../../primitives/pagination/Pagination';
import { Select } from '../../primitives/select/Select';
import { DataTable } from '../shared/DataTable';
import { type CurrencyFormat, formatAmount } from '../shared/money';
import { DateRangeFilter } from './DateRangeFilter';
import * as styles from './points.css';
import { formatPoints, formatWhen } from './points.format';
import type { DayRange } from './points.range';
import type { RedemptionRow, RedemptionStatus } from './points.types';

export type RedemptionFilter = 'all' | RedemptionStatus;

export interface RedemptionRecordsProps {
  /** The page's records, or null while loading. */
  rows: readonly RedemptionRow[] | null;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  status: RedemptionFilter;
  onStatusChange: (status: RedemptionFilter) => void;
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  currency: CurrencyFormat;
}

/**
 * Redemption records (points §2): status filter (all, P, R, A), a date range of at most 30 days, 13 a page; a record
 * opens its details (recipient, address, the review note) in a dialog.
 */
export function RedemptionRecords(props: RedemptionRecordsProps) {
  const { rows, page, pageCount, onPageChange, status, onStatusChange, range, onRangeChange, currency } = props;
  const t = useT();
  const { language } = useLanguage();
  const [open, setOpen] = useState<RedemptionRow | null>(null);
  const cost = (row: RedemptionRow) =>
    row.requiredMoney > 0
      ? t('points.price.pm', {
          points: formatPoints(row.requiredPoint, language),
          money: formatAmount(row.requiredMoney, currency, language),
        })
      : t('points.price.points', { points: formatPoints(row.requiredPoint, language) });

  return (
    <div className={styles.rules}>
      <DateRangeFilter range={range} onSearch={onRangeChange}>
        <Select
          label={t('points.filter.status')}
          value={status}
          onValueChange={(value) => onStatusChange(value as RedemptionFilter)}
          options={[
            { value: 'all', label: t('common.all') },
            { value: 'P', label: t('points.status.P') },
            { value: 'A', label: t('points.status.A') },
            { value: 'R', label: t('points.status.R') },
          ]}
        />
      </DateRangeFilter>
      {rows !== null && rows.length === 0 ? (
        <EmptyState title={t('in_no_data')} />
      ) : (
        <DataTable
          caption={t('points.detail.records')}
          columns={[
            { label: t('points.col.date') },
            { label: t('points.col.reward') },
            { label: t('points.col.quantity'), numeric: true },
            { label: t('points.col.cost'), numeric: true },
            { label: t('points.col.status') },
          ]}
          rows={
            rows?.map((row) => ({
              key: row.id,
              cells: [
                formatWhen(row.dateRequested, language),
                <Button
                  key="name"
                  tone="ghost"
                  size="sm"
                  aria-label={t('points.record.open', { name: row.name })}
                  onClick={() => setOpen(row)}
                >
                  {row.name}
                </Button>,
                row.quantity,
                cost(row),
                t(`points.status.${row.status}`),
              ],
            })) ?? null
          }
        />
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
      {open ? (
        <Dialog open onOpenChange={(next) => (next ? undefined : setOpen(null))} title={t('points.record.title')}>
          <dl className={styles.details}>
            <dt className={styles.term}>{t('points.record.id')}</dt>
            <dd className={styles.definition}>{open.id}</dd>
            <dt className={styles.term}>{t('points.col.reward')}</dt>
            <dd className={styles.definition}>{open.name}</dd>
            <dt className={styles.term}>{t('points.col.date')}</dt>
            <dd className={styles.definition}>{formatWhen(open.dateRequested, language)}</dd>
            <dt className={styles.term}>{t('points.redeem.type')}</dt>
            <dd className={styles.definition}>{open.type === 'P' ? t('points.redeemPoints') : t('points.redeemPM')}</dd>
            <dt className={styles.term}>{t('points.col.quantity')}</dt>
            <dd className={styles.definition}>{open.quantity}</dd>
            <dt className={styles.term}>{t('points.col.cost')}</dt>
            <dd className={styles.definition}>{cost(open)}</dd>
            <dt className={styles.term}>{t('points.col.status')}</dt>
            <dd className={styles.definition}>{t(`points.status.${open.status}`)}</dd>
            <dt className={styles.term}>{t('points.redeem.name')}</dt>
            <dd className={styles.definition}>{open.recipientName}</dd>
            <dt className={styles.term}>{t('points.redeem.address')}</dt>
            <dd className={styles.definition}>{open.address}</dd>
            <dt className={styles.term}>{t('points.redeem.phone')}</dt>
            <dd className={styles.definition}>{open.phone}</dd>
            {open.remarks ? (
              <>
                <dt className={styles.term}>{t('points.redeem.remarks')}</dt>
                <dd className={styles.definition}>{open.remarks}</dd>
              </>
            ) : null}
            {open.reviewedAt !== null ? (
              <>
                <dt className={styles.term}>{t('points.record.reviewedAt')}</dt>
                <dd className={styles.definition}>{formatWhen(open.reviewedAt, language)}</dd>
              </>
            ) : null}
            {open.reviewRemark ? (
              <>
                <dt className={styles.term}>{t('points.record.review')}</dt>
                <dd className={styles.definition}>{open.reviewRemark}</dd>
              </>
            ) : null}
          </dl>
        </Dialog>
      ) : null}
    </div>
  );
}
