import { formatDate } from '@platform/i18n';
import { formatAmount, NativeSelect, RecordsPanel, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { productName } from '../../app/centre/centre.names';
import { type CentrePageProps, pageCount, useReportLoaded } from '../../app/centre/centre.page';
import { useCentreRange } from '../../app/centre/centre.range';
import {
  BET_PRODUCTS,
  betColumns,
  betProductOf,
  betRow,
  betTotalsFacts,
  ledgerColumns,
  ledgerRow,
} from '../../app/centre/centre.records';
import { usePlatform } from '../../app/platform.context';
import { centreQuery } from '../member.queries';

/** Betting record: the bets of the range by product, with the range's totals. */
export function BettingRecordPage({ state, setState, onLoaded, currency }: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const product = betProductOf(state.filter);
  const page = state.page ?? 1;
  const bets = useQuery(
    centreQuery(platform, 'bettingRecords', {
      startDate,
      endDate,
      page,
      size: 10,
      ...(product ? { productType: product } : {}),
    }),
  );
  useReportLoaded(!bets.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  const totals = bets.data?.totals;
  return (
    <RecordsPanel
      caption={t('centre.page.bettingRecord')}
      range={range}
      onRangeChange={(next) => setState({ from: next.from, to: next.to })}
      filters={
        <NativeSelect
          label={t('member.col.product')}
          value={product ?? 'all'}
          onValueChange={(value) => setState({ filter: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('common.all') },
            ...BET_PRODUCTS.map((value) => ({ value, label: productName(t, value) })),
          ]}
        />
      }
      summary={totals ? betTotalsFacts({ t, language, money }, totals) : undefined}
      columns={betColumns(t)}
      rows={bets.data?.list.map((bet) => betRow({ t, language, money }, bet)) ?? null}
      page={page}
      pageCount={pageCount(bets.data?.totalPages)}
      onPageChange={(next) => setState({ page: next })}
    />
  );
}

/** Ledger pages: account record (every line) and bonus details (bonuses, rebates, rewards, salaries, envelopes). */
function LedgerPage({
  state,
  setState,
  onLoaded,
  currency,
  call,
}: CentrePageProps & { call: 'accountRecords' | 'bonusDetails' }) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const page = state.page ?? 1;
  const lines = useQuery(centreQuery(platform, call, { startDate, endDate, page, size: 10 }));
  useReportLoaded(!lines.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  const total = lines.data && 'totalAmount' in lines.data ? (lines.data.totalAmount as number) : null;
  return (
    <RecordsPanel
      caption={t(call === 'accountRecords' ? 'centre.page.accountRecord' : 'centre.page.bonusDetails')}
      range={range}
      onRangeChange={(next) => setState({ from: next.from, to: next.to })}
      summary={total === null ? undefined : [{ label: t('member.col.total'), value: money(total) }]}
      columns={ledgerColumns(t)}
      rows={lines.data?.list.map((line) => ledgerRow({ t, language, money }, line)) ?? null}
      page={page}
      pageCount={pageCount(lines.data?.totalPages)}
      onPageChange={(next) => setState({ page: next })}
    />
  );
}

export const AccountRecordPage = (props: CentrePageProps) => <LedgerPage {...props} call="accountRecords" />;
export const BonusDetailsPage = (props: CentrePageProps) => <LedgerPage {...props} call="bonusDetails" />;

/** Personal loss: the range's result by product, with bonuses, deposits, withdrawals and the net. */
export function PersonalLossPage({ state, setState, onLoaded, currency }: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const loss = useQuery(centreQuery(platform, 'personalLoss', { startDate, endDate }));
  useReportLoaded(!loss.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  const data = loss.data;
  return (
    <RecordsPanel
      caption={t('centre.page.personalLoss')}
      range={range}
      onRangeChange={(next) => setState({ from: next.from, to: next.to })}
      summary={
        data
          ? [
              { label: t('member.col.profitLoss'), value: money(data.totals.profitLoss) },
              { label: t('member.loss.bonus'), value: money(data.bonus) },
              { label: t('member.loss.deposit'), value: money(data.deposit) },
              { label: t('member.loss.withdraw'), value: money(data.withdraw) },
              { label: t('member.loss.net'), value: money(data.net) },
            ]
          : undefined
      }
      columns={[
        { label: t('member.col.product') },
        { label: t('member.col.count'), numeric: true },
        { label: t('member.col.betAmount'), numeric: true },
        { label: t('member.col.validBet'), numeric: true },
        { label: t('member.col.winAmount'), numeric: true },
        { label: t('member.col.profitLoss'), numeric: true },
      ]}
      rows={
        data?.byProduct.map((row) => ({
          key: row.productType,
          cells: [
            productName(t, row.productType),
            row.count,
            money(row.betAmount),
            money(row.validBet),
            money(row.winAmount),
            money(row.profitLoss),
          ],
        })) ?? null
      }
      page={1}
      pageCount={1}
      onPageChange={() => undefined}
    />
  );
}

/** playerMRDailySalary: the player's daily salary settlements, with the range's amount. */
export function DailySalaryPage({ state, setState, onLoaded, currency }: CentrePageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const page = state.page ?? 1;
  const salary = useQuery(centreQuery(platform, 'dailySalary', { startDate, endDate, page, size: 10 }));
  useReportLoaded(!salary.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  return (
    <RecordsPanel
      caption={t('centre.page.playerMRDailySalary')}
      range={range}
      onRangeChange={(next) => setState({ from: next.from, to: next.to })}
      summary={
        salary.data
          ? [
              { label: t('member.col.total'), value: money(salary.data.totals.amount) },
              { label: t('member.salary.paid'), value: String(salary.data.totals.paidCount) },
            ]
          : undefined
      }
      columns={[
        { label: t('member.salary.period') },
        { label: t('member.col.validBet'), numeric: true },
        { label: t('member.salary.rate'), numeric: true },
        { label: t('member.col.amount'), numeric: true },
        { label: t('member.col.status') },
      ]}
      rows={
        salary.data?.list.map((line) => ({
          key: line.id,
          cells: [
            formatDate(line.periodStart, { language }),
            money(line.teamBet),
            `${(line.rate * 100).toFixed(2)}%`,
            money(line.amount),
            t(`member.salary.${line.status}`),
          ],
        })) ?? null
      }
      page={page}
      pageCount={pageCount(salary.data?.totalPages)}
      onPageChange={(next) => setState({ page: next })}
    />
  );
}
