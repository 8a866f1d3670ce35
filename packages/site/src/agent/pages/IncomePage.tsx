import { formatDate } from '@platform/i18n';
import { DataTable, RecordsPanel } from '@platform/ui-kit';
import { txTypeName } from '../../app/centre/centre.names';
import { useCentreRecords } from '../../app/centre/useCentreRecords';
import { agentQuery } from '../agent.queries';
import type { AgentPageProps } from './agent.page';
import * as styles from './agent.pages.css';

/** agentIncome (my income): what the agent received over the range, by source and by day. */
export function IncomePage({ state, setState, onLoaded, currency }: AgentPageProps) {
  const records = useCentreRecords({ state, setState, onLoaded, currency }, ({ platform, startDate, endDate }) =>
    agentQuery(platform, 'income', { startDate, endDate }),
  );
  const { t, language, money } = records;
  const income = records.result;
  const data = income.data;
  return (
    <div className={styles.body}>
      <RecordsPanel
        caption={t('agent.income.bySource')}
        {...records.panel}
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
