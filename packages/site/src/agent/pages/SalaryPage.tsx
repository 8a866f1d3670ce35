import { rateDisplay } from '@platform/contract-rules';
import { formatDate } from '@platform/i18n';
import { Button, NativeSelect, RecordsPanel } from '@platform/ui-kit';
import { productName } from '../../app/centre/centre.names';
import { useCentreRecords } from '../../app/centre/useCentreRecords';
import { AGENT_LIMITS, agentQuery } from '../agent.queries';
import { agentOf } from '../agent.store';
import { AccountSearch } from './AccountSearch';
import type { AgentPageProps } from './agent.page';

type SalaryCall = 'dividendRecords' | 'dailySalaryRecords' | 'hourlySalaryRecords' | 'realtimeSalaryRecords';

const TITLES = {
  dividendRecords: 'agent.centre.page.agentDividendRecordCopy2',
  dailySalaryRecords: 'agent.centre.page.agentDailyWages2',
  hourlySalaryRecords: 'agent.centre.page.agentHourSalary',
  realtimeSalaryRecords: 'agent.centre.page.agentRealtimeSalary',
} as const;

/**
 * A salary or dividend records page: what the agent earned (SELF) or the agents of their downline (TEAM, one of them
 * by account), over the range, with the range's amount and paid lines; rates as percent with 2 decimals (points §9),
 * a fixed rate as money. The contract screens open from here.
 */
function SalaryRecords({ state, setState, onLoaded, currency, call }: AgentPageProps & { call: SalaryCall }) {
  const scope = state.filter === 'TEAM' ? 'TEAM' : 'SELF';
  const centre = useCentreRecords({ state, setState, onLoaded, currency }, ({ platform, startDate, endDate, page }) =>
    agentQuery(platform, call, {
      startDate,
      endDate,
      page,
      size: AGENT_LIMITS.pageSize,
      scope,
      ...(scope === 'TEAM' && state.q ? { username: state.q } : {}),
    }),
  );
  const { platform, t, language, money } = centre;
  const records = centre.result;
  const rate = (value: number, rateType: string) => {
    const shown = rateDisplay(value, rateType);
    return shown.kind === 'percent' ? shown.text : money(shown.amount);
  };
  const period = (start: number, end: number) =>
    call === 'realtimeSalaryRecords' || call === 'hourlySalaryRecords'
      ? formatDate(start, { language })
      : `${formatDate(start, { language, style: 'date' })} – ${formatDate(end, { language, style: 'date' })}`;
  return (
    <>
      <RecordsPanel
        caption={t(TITLES[call])}
        {...centre.panel}
        filters={
          <>
            <NativeSelect
              label={t('agent.salary.scope')}
              value={scope}
              onValueChange={(value) => setState({ filter: value === 'TEAM' ? 'TEAM' : undefined, q: undefined })}
              options={[
                { value: 'SELF', label: t('agent.salary.SELF') },
                { value: 'TEAM', label: t('agent.salary.TEAM') },
              ]}
            />
            {scope === 'TEAM' ? (
              <AccountSearch label={t('agent.search.account')} value={state.q} onSearch={(q) => setState({ q })} />
            ) : null}
          </>
        }
        summary={
          records.data
            ? [
                { label: t('member.col.total'), value: money(records.data.totals.amount) },
                { label: t('member.salary.paid'), value: String(records.data.totals.paidCount) },
              ]
            : undefined
        }
        columns={[
          { label: t('member.salary.period') },
          { label: t('agent.col.account') },
          { label: t('member.col.product') },
          { label: t(call === 'dividendRecords' ? 'agent.salary.netLoss' : 'agent.salary.teamBet'), numeric: true },
          { label: t('agent.salary.active'), numeric: true },
          { label: t('member.salary.rate'), numeric: true },
          { label: t('member.col.amount'), numeric: true },
          { label: t('member.col.status') },
        ]}
        rows={
          records.data?.list.map((line) => ({
            key: line.id,
            cells: [
              period(line.periodStart, line.periodEnd),
              line.account,
              line.productType ? productName(t, line.productType) : '—',
              money(call === 'dividendRecords' ? line.netLoss : line.teamBet),
              line.activeMembers,
              rate(line.rate, line.rateType),
              money(line.amount),
              t(`member.salary.${line.status}`),
            ],
          })) ?? null
        }
      />
      <div>
        <Button tone="secondary" onClick={() => agentOf(platform).openContracts('manage')}>
          {t('agent.contracts.open')}
        </Button>
      </div>
    </>
  );
}

export const DividendPage = (props: AgentPageProps) => <SalaryRecords {...props} call="dividendRecords" />;
export const DailyWagesPage = (props: AgentPageProps) => <SalaryRecords {...props} call="dailySalaryRecords" />;
export const HourSalaryPage = (props: AgentPageProps) => <SalaryRecords {...props} call="hourlySalaryRecords" />;
export const RealtimeSalaryPage = (props: AgentPageProps) => <SalaryRecords {...props} call="realtimeSalaryRecords" />;
