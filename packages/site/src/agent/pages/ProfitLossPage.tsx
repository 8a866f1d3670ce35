import { Button, RecordsPanel } from '@platform/ui-kit';
import { useCentreRecords } from '../../app/centre/useCentreRecords';
import { agentQuery } from '../agent.queries';
import type { AgentPageProps } from './agent.page';

/** palStatementsAgentCopy (user loss): the agent alone, then each direct downline with their team; agents drill in. */
export function ProfitLossPage({ state, setState, onLoaded, currency }: AgentPageProps) {
  const records = useCentreRecords({ state, setState, onLoaded, currency }, ({ platform, startDate, endDate, page }) =>
    agentQuery(platform, 'profitLoss', {
      startDate,
      endDate,
      page,
      size: 10,
      ...(state.q ? { username: state.q } : {}),
    }),
  );
  const { t, money } = records;
  const loss = records.result;
  const totals = loss.data?.totals;
  const keep = { from: state.from, to: state.to };
  return (
    <RecordsPanel
      caption={t('agent.centre.page.palStatementsAgentCopy')}
      {...records.panel}
      filters={
        state.q ? (
          <Button tone="secondary" onClick={() => setState({ q: undefined })}>
            {t('agent.loss.back')}
          </Button>
        ) : null
      }
      summary={
        totals
          ? [
              { label: t('member.col.betAmount'), value: money(totals.betAmount) },
              { label: t('member.col.winAmount'), value: money(totals.winAmount) },
              { label: t('member.col.profitLoss'), value: money(totals.profitLoss) },
              { label: t('agent.col.bonus'), value: money(totals.bonus) },
              { label: t('member.loss.deposit'), value: money(totals.deposit) },
              { label: t('member.loss.withdraw'), value: money(totals.withdraw) },
            ]
          : undefined
      }
      columns={[
        { label: t('agent.col.account') },
        { label: t('agent.col.teamSize'), numeric: true },
        { label: t('member.col.betAmount'), numeric: true },
        { label: t('member.col.winAmount'), numeric: true },
        { label: t('member.col.profitLoss'), numeric: true },
        { label: t('agent.col.bonus'), numeric: true },
        { label: t('member.loss.deposit'), numeric: true },
        { label: t('member.loss.withdraw'), numeric: true },
      ]}
      rows={
        loss.data?.list.map((row) => ({
          key: `${row.account}-${row.level}`,
          cells: [
            row.level > 0 && row.teamSize > 1 ? (
              <Button
                key="drill"
                size="sm"
                tone="ghost"
                onClick={() => setState({ ...keep, q: row.account })}
                aria-label={t('agent.loss.drill', { account: row.account })}
              >
                {row.account}
              </Button>
            ) : (
              row.account
            ),
            row.teamSize,
            money(row.betAmount),
            money(row.winAmount),
            money(row.profitLoss),
            money(row.bonus),
            money(row.deposit),
            money(row.withdraw),
          ],
        })) ?? null
      }
    />
  );
}
