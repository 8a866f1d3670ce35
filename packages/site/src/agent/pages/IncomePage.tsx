import { formatDate } from '@platform/i18n';
import { DataTable, formatAmount, RecordsPanel, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { txTypeName } from '../../app/centre/centre.names';
import { useReportLoaded } from '../../app/centre/centre.page';
import { useCentreRange } from '../../app/centre/centre.range';
import { usePlatform } from '../../app/platform.context';
import { agentQuery } from '../agent.queries';
import type { AgentPageProps } from './agent.page';
import * as styles from './agent.pages.css';

/** agentIncome (my income): what the agent received over the range, by source and by day. */
export function IncomePage({ state, setState, onLoaded, currency }: AgentPageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const income = useQuery(agentQuery(platform, 'income', { startDate, endDate }));
  useReportLoaded(!income.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  const data = income.data;
  return (
    <div className={styles.body}>
      <RecordsPanel
        caption={t('agent.income.bySource')}
        range={range}
        onRangeChange={(next) => setState({ from: next.from, to: next.to })}
        summary={data ? [{ label: t('member.col.total'), value: money(data.total) }] : undefined}
        columns={[
          { label: t('member.col.type') },
          { label: t('member.col.count'), numeric: true },
          { label: t('member.col.amount'), numeric: true },
        ]}
        rows={
          data?.bySource.map((row) => ({
            key: row.txType,
            cells: [txTypeName(t, row.txType), row.count, money(row.amount)],
          })) ?? null
        }
        page={1}
        pageCount={1}
        onPageChange={() => undefined}
      />
      {data && data.byDay.length > 0 ? (
        <DataTable
          caption={t('agent.income.byDay')}
          showCaption
          columns={[{ label: t('agent.col.date') }, { label: t('member.col.amount'), numeric: true }]}
          rows={data.byDay.map((day) => ({
            key: day.date,
            cells: [formatDate(day.date, { language, style: 'date' }), money(day.amount)],
          }))}
        />
      ) : null}
    </div>
  );
}
