import { Button, DateRangeFilter, Facts } from '@platform/ui-kit';
import { useCentreRecords } from '../../app/centre/useCentreRecords';
import { agentQuery } from '../agent.queries';
import { agentOf } from '../agent.store';
import type { AgentPageProps } from './agent.page';
import * as styles from './agent.pages.css';

/** agentTeamOverview: the team's size, new, active and first-deposit members, money and bets over the range. */
export function TeamOverviewPage({ state, setState, onLoaded, currency }: AgentPageProps) {
  const records = useCentreRecords({ state, setState, onLoaded, currency }, ({ platform, startDate, endDate }) =>
    agentQuery(platform, 'teamOverview', { startDate, endDate }),
  );
  const { platform, t, money } = records;
  const overview = records.result;
  const data = overview.data;
  return (
    <div className={styles.body}>
      <DateRangeFilter range={records.panel.range} onSearch={(next) => setState({ from: next.from, to: next.to })} />
      {data ? (
        <Facts
          facts={[
            { label: t('agent.overview.teamSize'), value: String(data.teamSize) },
            { label: t('agent.overview.directMembers'), value: String(data.directMembers) },
            { label: t('agent.overview.agents'), value: String(data.agents) },
            { label: t('agent.overview.newMembers'), value: String(data.newMembers) },
            { label: t('agent.overview.activeMembers'), value: String(data.activeMembers) },
            { label: t('agent.overview.firstDeposits'), value: String(data.firstDeposits) },
            { label: t('agent.overview.deposits'), value: money(data.depositAmount) },
            { label: t('agent.overview.withdrawals'), value: money(data.withdrawAmount) },
            { label: t('member.col.count'), value: String(data.bets.count) },
            { label: t('member.col.betAmount'), value: money(data.bets.betAmount) },
            { label: t('member.col.validBet'), value: money(data.bets.validBet) },
            { label: t('member.col.profitLoss'), value: money(data.bets.profitLoss) },
            { label: t('agent.overview.teamBalance'), value: money(data.teamBalance) },
          ]}
        />
      ) : null}
      <div>
        <Button tone="secondary" onClick={() => agentOf(platform).openContracts('manage')}>
          {t('agent.contracts.open')}
        </Button>
      </div>
    </div>
  );
}
