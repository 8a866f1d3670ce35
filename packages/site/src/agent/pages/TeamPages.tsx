import { formatDate } from '@platform/i18n';
import {
  Button,
  DateRangeFilter,
  Facts,
  formatAmount,
  NativeSelect,
  RecordsPanel,
  TextField,
  useLanguage,
  useT,
} from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { productName } from '../../app/centre/centre.names';
import { pageCount, useReportLoaded } from '../../app/centre/centre.page';
import { useCentreRange } from '../../app/centre/centre.range';
import { BET_PRODUCTS, betColumns, betProductOf, betRow, betTotalsFacts } from '../../app/centre/centre.records';
import { usePlatform } from '../../app/platform.context';
import { agentQuery } from '../agent.queries';
import { agentOf } from '../agent.store';
import type { AgentPageProps } from './agent.page';
import * as styles from './agent.pages.css';
import { RecordsTable } from './RecordsTable';

/** An account searched for: submitted, not sent on every key; empty clears it. */
export function AccountSearch({
  value,
  onSearch,
  label,
}: {
  value?: string;
  onSearch: (q?: string) => void;
  label: string;
}) {
  const t = useT();
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    if (q !== '' && !/^[A-Za-z0-9_]{1,64}$/.test(q)) {
      setError(t('agent.search.invalid'));
      return;
    }
    setError(undefined);
    onSearch(q === '' ? undefined : q);
  };
  return (
    <form className={styles.search} onSubmit={submit} noValidate>
      <TextField label={label} value={draft} onValueChange={setDraft} error={error} maxLength={64} autoComplete="off" />
      <Button type="submit" tone="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}

/** agentTeamOverview: the team's size, new, active and first-deposit members, money and bets over the range. */
export function TeamOverviewPage({ state, setState, onLoaded, currency }: AgentPageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const overview = useQuery(agentQuery(platform, 'teamOverview', { startDate, endDate }));
  useReportLoaded(!overview.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  const data = overview.data;
  return (
    <div className={styles.body}>
      <DateRangeFilter range={range} onSearch={(next) => setState({ from: next.from, to: next.to })} />
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

/** Team management: the direct downline or every level, searchable by account; a member's row leads to a transfer. */
export function TeamManagementPage({ state, setState, onLoaded, currency, openPage }: AgentPageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const scope = state.filter === 'ALL' ? 'ALL' : 'DIRECT';
  const page = state.page ?? 1;
  const members = useQuery(
    agentQuery(platform, 'teamMembers', { page, size: 10, scope, ...(state.q ? { username: state.q } : {}) }),
  );
  useReportLoaded(!members.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  const rows =
    members.data?.list.map((member) => ({
      key: member.id,
      cells: [
        member.account,
        member.nickname || '—',
        t(member.isAgent === 1 || member.isAgent === 2 ? 'agent.type.AGENT' : 'agent.type.MEMBER'),
        member.level,
        member.teamSize,
        money(member.balance),
        formatDate(member.registeredAt, { language }),
        member.lastLoginAt ? formatDate(member.lastLoginAt, { language }) : '—',
        <Button
          key="transfer"
          size="sm"
          tone="secondary"
          onClick={() => openPage('agentTransfer', { q: member.account })}
          aria-label={`${t('agent.centre.page.agentTransfer')} ${member.account}`}
        >
          {t('agent.centre.page.agentTransfer')}
        </Button>,
      ],
    })) ?? null;
  return (
    <div className={styles.body}>
      <div className={styles.filters}>
        <NativeSelect
          label={t('agent.team.scope')}
          value={scope}
          onValueChange={(value) => setState({ filter: value === 'ALL' ? 'ALL' : undefined, q: state.q })}
          options={[
            { value: 'DIRECT', label: t('agent.team.DIRECT') },
            { value: 'ALL', label: t('agent.team.ALL') },
          ]}
        />
        <AccountSearch
          label={t('agent.search.account')}
          value={state.q}
          onSearch={(q) => setState({ q, filter: state.filter })}
        />
      </div>
      <RecordsTable
        caption={t('agent.centre.page.agentTeamManagement')}
        columns={[
          { label: t('agent.col.account') },
          { label: t('agent.col.nickname') },
          { label: t('agent.col.type') },
          { label: t('agent.col.level'), numeric: true },
          { label: t('agent.col.teamSize'), numeric: true },
          { label: t('agent.col.balance'), numeric: true },
          { label: t('agent.col.registered') },
          { label: t('agent.col.lastLogin') },
          { label: t('agent.col.actions') },
        ]}
        rows={rows}
        page={page}
        pageCount={pageCount(members.data?.totalPages)}
        onPageChange={(next) => setState({ page: next, filter: state.filter, q: state.q })}
      />
    </div>
  );
}

/** Team betting: the team's bets by account and product, with the totals of the whole range. */
export function TeamBettingPage({ state, setState, onLoaded, currency }: AgentPageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const product = betProductOf(state.filter);
  const page = state.page ?? 1;
  const bets = useQuery(
    agentQuery(platform, 'teamBets', {
      startDate,
      endDate,
      page,
      size: 10,
      ...(product ? { productType: product } : {}),
      ...(state.q ? { username: state.q } : {}),
    }),
  );
  useReportLoaded(!bets.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  const totals = bets.data?.totals;
  const keep = { from: state.from, to: state.to, filter: state.filter, q: state.q };
  return (
    <RecordsPanel
      caption={t('agent.centre.page.agentTeamBetting')}
      range={range}
      onRangeChange={(next) => setState({ ...keep, from: next.from, to: next.to })}
      filters={
        <>
          <NativeSelect
            label={t('member.col.product')}
            value={product ?? 'all'}
            onValueChange={(value) => setState({ ...keep, filter: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('common.all') },
              ...BET_PRODUCTS.map((value) => ({ value, label: productName(t, value) })),
            ]}
          />
          <AccountSearch label={t('agent.search.account')} value={state.q} onSearch={(q) => setState({ ...keep, q })} />
        </>
      }
      summary={totals ? betTotalsFacts({ t, language, money }, totals) : undefined}
      columns={betColumns(t, true)}
      rows={bets.data?.list.map((bet) => betRow({ t, language, money }, bet, true)) ?? null}
      page={page}
      pageCount={pageCount(bets.data?.totalPages)}
      onPageChange={(next) => setState({ ...keep, page: next })}
    />
  );
}

/** palStatementsAgentCopy (user loss): the agent alone, then each direct downline with their team; agents drill in. */
export function ProfitLossPage({ state, setState, onLoaded, currency }: AgentPageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const page = state.page ?? 1;
  const loss = useQuery(
    agentQuery(platform, 'profitLoss', {
      startDate,
      endDate,
      page,
      size: 10,
      ...(state.q ? { username: state.q } : {}),
    }),
  );
  useReportLoaded(!loss.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  const totals = loss.data?.totals;
  const keep = { from: state.from, to: state.to };
  return (
    <RecordsPanel
      caption={t('agent.centre.page.palStatementsAgentCopy')}
      range={range}
      onRangeChange={(next) => setState({ q: state.q, from: next.from, to: next.to })}
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
      page={page}
      pageCount={pageCount(loss.data?.totalPages)}
      onPageChange={(next) => setState({ ...keep, q: state.q, page: next })}
    />
  );
}
