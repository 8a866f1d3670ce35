import { formatDate } from '@platform/i18n';
import { type CurrencyFormat, formatAmount, NativeSelect, RecordsPanel, type useLanguage } from '@platform/ui-kit';
import type { CentrePageProps } from '../../app/centre/centre.page';
import { useMoneyMoved as useMoneyMovedIn } from '../../app/centre/centre.records';
import { useCentreRecords } from '../../app/centre/useCentreRecords';
import { centreQuery, memberKeys } from '../member.queries';

export const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export type Status = (typeof STATUSES)[number];

/** After a money move: the centre's pages and the info bar's balance and funds read again. */
export const useMoneyMoved = () => useMoneyMovedIn(memberKeys.all);

/** Deposit and withdrawal records of one kind: status filter, range, 10 a page, with the decision's remarks. */
export function FundRecords({ kind, state, setState, currency }: CentrePageProps & { kind: 'DEPOSIT' | 'WITHDRAW' }) {
  const status = STATUSES.includes(state.filter as Status) ? (state.filter as Status) : undefined;
  // The page's form reports the page loaded; these records follow it.
  const records = useCentreRecords({ state, setState, currency }, ({ platform, page, ...range }) =>
    centreQuery(platform, 'fundRequests', { kind, ...(status ? { status } : {}), ...range, page, size: 10 }),
  );
  const { t, language, money } = records;
  return (
    <RecordsPanel
      caption={t(kind === 'DEPOSIT' ? 'member.funds.depositRecords' : 'member.funds.withdrawRecords')}
      {...records.panel}
      filters={
        <NativeSelect
          label={t('member.col.status')}
          value={status ?? 'all'}
          onValueChange={(value) => setState({ filter: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('common.all') },
            ...STATUSES.map((value) => ({ value, label: t(`member.status.${value}`) })),
          ]}
        />
      }
      columns={[
        { label: t('member.col.time') },
        { label: t('member.col.amount'), numeric: true },
        { label: t('member.col.status') },
        { label: t('member.col.remarks') },
      ]}
      rows={
        records.data?.list.map((row) => ({
          key: row.id,
          cells: [
            formatDate(row.createdAt, { language }),
            money(row.amount),
            t(`member.status.${row.status}`),
            row.remarks ?? '—',
          ],
        })) ?? null
      }
    />
  );
}

export const money = (value: number, currency: CurrencyFormat, language: ReturnType<typeof useLanguage>['language']) =>
  formatAmount(value, currency, language);
