import { NativeSelect, RecordsPanel } from '@platform/ui-kit';
import { txTypeName } from '../../app/centre/centre.names';
import { ledgerColumns, ledgerRow } from '../../app/centre/centre.records';
import { useCentreRecords } from '../../app/centre/useCentreRecords';
import { AGENT_LIMITS, agentQuery } from '../agent.queries';
import { AccountSearch } from './AccountSearch';
import type { AgentPageProps } from './agent.page';

/** The ledger types an agent's account details can be filtered by. */
const LEDGER_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'WIN',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'REBATE',
  'DAILY_SALARY',
  'RED_ENVELOPE_CLAIM',
] as const;

/** personalHistoryCopy (account details): the agent's wallet ledger, or a downline account's. */
export function AccountHistoryPage({ state, setState, onLoaded, currency }: AgentPageProps) {
  const txType = LEDGER_TYPES.find((type) => type === state.filter);
  const records = useCentreRecords({ state, setState, onLoaded, currency }, ({ platform, startDate, endDate, page }) =>
    agentQuery(platform, 'accountHistory', {
      startDate,
      endDate,
      page,
      size: AGENT_LIMITS.pageSize,
      ...(txType ? { txType } : {}),
      ...(state.q ? { username: state.q } : {}),
    }),
  );
  const { t, language, money } = records;
  const lines = records.result;
  return (
    <RecordsPanel
      caption={t('agent.history.of', { account: lines.data?.account ?? state.q ?? '' })}
      {...records.panel}
      filters={
        <>
          <NativeSelect
            label={t('member.col.type')}
            value={txType ?? 'all'}
            onValueChange={(value) => setState({ filter: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('common.all') },
              ...LEDGER_TYPES.map((value) => ({ value, label: txTypeName(t, value) })),
            ]}
          />
          <AccountSearch label={t('agent.history.account')} value={state.q} onSearch={(q) => setState({ q })} />
        </>
      }
      summary={lines.data ? [{ label: t('agent.col.account'), value: lines.data.account }] : undefined}
      columns={ledgerColumns(t)}
      rows={lines.data?.list.map((line) => ledgerRow({ t, language, money }, line)) ?? null}
    />
  );
}
