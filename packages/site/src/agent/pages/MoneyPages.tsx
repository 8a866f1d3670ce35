import { formatDate } from '@platform/i18n';
import {
  CentreForm,
  DataTable,
  Facts,
  formatAmount,
  NativeSelect,
  RecordsPanel,
  useLanguage,
  useT,
} from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { txTypeName } from '../../app/centre/centre.names';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { pageCount, useReportLoaded } from '../../app/centre/centre.page';
import { useCentreRange } from '../../app/centre/centre.range';
import { ledgerColumns, ledgerRow, useMoneyMoved as useMoneyMovedIn } from '../../app/centre/centre.records';
import { usePlatform } from '../../app/platform.context';
import { AGENT_LIMITS, agentKeys, agentQuery } from '../agent.queries';
import type { AgentPageProps } from './agent.page';
import * as styles from './agent.pages.css';
import { RecordsTable } from './RecordsTable';
import { AccountSearch } from './TeamPages';

const ACCOUNT = /^[A-Za-z0-9_]{1,64}$/;

/** After money moved: the agent's pages, the info bar's balance and the funds overview read again. */
const useMoneyMoved = () => useMoneyMovedIn(agentKeys.all);

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
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const { range, startDate, endDate } = useCentreRange(state);
  const txType = LEDGER_TYPES.find((type) => type === state.filter);
  const page = state.page ?? 1;
  const lines = useQuery(
    agentQuery(platform, 'accountHistory', {
      startDate,
      endDate,
      page,
      size: AGENT_LIMITS.pageSize,
      ...(txType ? { txType } : {}),
      ...(state.q ? { username: state.q } : {}),
    }),
  );
  useReportLoaded(!lines.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  return (
    <RecordsPanel
      caption={t('agent.history.of', { account: lines.data?.account ?? state.q ?? '' })}
      range={range}
      onRangeChange={(next) => setState({ from: next.from, to: next.to })}
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
      page={page}
      pageCount={pageCount(lines.data?.totalPages)}
      onPageChange={(next) => setState({ page: next })}
    />
  );
}

/** agentRedRain: send a red envelope of random shares to the downline (payment password), and what was opened. */
export function RedEnvelopePage({ state, setState, onLoaded, currency, mainBalance }: AgentPageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const moved = useMoneyMoved();
  const page = state.page ?? 1;
  const envelopes = useQuery(agentQuery(platform, 'redEnvelopes', { page, size: AGENT_LIMITS.pageSize }));
  useReportLoaded(!envelopes.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  return (
    <div className={styles.body}>
      <section className={styles.body} aria-labelledby="agent-envelope-send">
        <h3 id="agent-envelope-send" className={styles.sectionTitle}>
          {t('agent.envelope.send')}
        </h3>
        {mainBalance !== null ? <Facts facts={[{ label: t('agent.balance'), value: money(mainBalance) }]} /> : null}
        <CentreForm
          fields={[
            { name: 'totalAmount', kind: 'amount', label: t('agent.envelope.total') },
            {
              name: 'count',
              kind: 'integer',
              label: t('agent.envelope.count'),
              hint: t('agent.envelope.countHint', { max: AGENT_LIMITS.envelopeShares }),
              validate: (value, values) => {
                const count = Number(value);
                if (count > AGENT_LIMITS.envelopeShares)
                  return t('agent.envelope.countHint', { max: AGENT_LIMITS.envelopeShares });
                return Number(values.totalAmount) < count * 0.01 ? t('agent.envelope.tooSmall') : null;
              },
            },
            {
              name: 'scope',
              kind: 'select',
              label: t('agent.envelope.scope'),
              options: [
                { value: 'DIRECT', label: t('agent.team.DIRECT') },
                { value: 'TEAM', label: t('agent.team.ALL') },
              ],
            },
            { name: 'message', kind: 'text', label: t('agent.envelope.message'), required: false, maxLength: 100 },
            { name: 'paymentPassword', kind: 'password', label: t('member.form.paymentPassword') },
          ]}
          submitLabel={t('agent.envelope.sendButton')}
          onSubmit={(values) =>
            outcomeOf(
              t,
              async () => {
                await platform.api.agent.sendRedEnvelope(
                  {
                    totalAmount: Number(values.totalAmount),
                    count: Number(values.count),
                    scope: values.scope === 'TEAM' ? 'TEAM' : 'DIRECT',
                    message: values.message ?? '',
                    paymentPassword: values.paymentPassword ?? '',
                  },
                  { quiet: true },
                );
                moved();
                return t('agent.envelope.sent');
              },
              { 'balance.not.enough': 'totalAmount', 'field.invalid': 'totalAmount' },
            )
          }
        />
      </section>
      <RecordsTable
        caption={t('agent.envelope.list')}
        showCaption
        columns={[
          { label: t('member.col.time') },
          { label: t('agent.envelope.total'), numeric: true },
          { label: t('agent.envelope.opened'), numeric: true },
          { label: t('agent.envelope.openedAmount'), numeric: true },
          { label: t('agent.envelope.scope') },
          { label: t('member.col.status') },
          { label: t('agent.envelope.message') },
        ]}
        rows={
          envelopes.data?.list.map((envelope) => ({
            key: envelope.id,
            cells: [
              formatDate(envelope.createdAt, { language }),
              money(envelope.totalAmount),
              `${envelope.claimedCount}/${envelope.count}`,
              money(envelope.claimedAmount),
              t(envelope.scope === 'TEAM' ? 'agent.team.ALL' : 'agent.team.DIRECT'),
              t(`agent.envelope.${envelope.status}`),
              envelope.message || '—',
            ],
          })) ?? null
        }
        page={page}
        pageCount={pageCount(envelopes.data?.totalPages)}
        onPageChange={(next) => setState({ page: next })}
      />
    </div>
  );
}

const DIRECTIONS = ['AGENT_TO_DOWNLINE', 'DOWNLINE_TO_AGENT'] as const;

/**
 * agentTransfer: money to or from downline accounts (the payment password; several accounts at once, up to 20, under
 * AGENTRANSMULTDOWN3), and the transfers of both directions over the range.
 */
export function TransferPage({ state, setState, onLoaded, currency, abilities, mainBalance }: AgentPageProps) {
  const platform = usePlatform();
  const t = useT();
  const { language } = useLanguage();
  const moved = useMoneyMoved();
  const { range, startDate, endDate } = useCentreRange(state);
  const direction = DIRECTIONS.find((value) => value === state.filter);
  const page = state.page ?? 1;
  const transfers = useQuery(
    agentQuery(platform, 'transfers', {
      startDate,
      endDate,
      page,
      size: AGENT_LIMITS.pageSize,
      ...(direction ? { direction } : {}),
    }),
  );
  useReportLoaded(!transfers.isPending, onLoaded);
  const money = (value: number) => formatAmount(value, currency, language);
  const several = abilities.transferToMultipleDownlines;
  const accountsOf = (value: string) => value.split(/[\s,]+/).filter((part) => part !== '');
  return (
    <div className={styles.body}>
      <section className={styles.body} aria-labelledby="agent-transfer-form">
        <h3 id="agent-transfer-form" className={styles.sectionTitle}>
          {t('agent.transfer.title')}
        </h3>
        {mainBalance !== null ? <Facts facts={[{ label: t('agent.balance'), value: money(mainBalance) }]} /> : null}
        <CentreForm
          key={state.q ?? ''}
          fields={[
            {
              name: 'direction',
              kind: 'select',
              label: t('agent.transfer.direction'),
              options: [
                { value: 'TO_DOWNLINE', label: t('agent.transfer.TO_DOWNLINE') },
                { value: 'FROM_DOWNLINE', label: t('agent.transfer.FROM_DOWNLINE') },
              ],
            },
            {
              name: 'accounts',
              kind: 'text',
              label: t(several ? 'agent.transfer.accounts' : 'agent.transfer.account'),
              hint: several ? t('agent.transfer.accountsHint', { max: AGENT_LIMITS.transferAccounts }) : undefined,
              initial: state.q ?? '',
              keep: true,
              maxLength: several ? 1400 : 64,
              validate: (value) => {
                const accounts = accountsOf(value);
                if (accounts.length > 1 && !several) return t('agent.transfer.oneAccount');
                if (accounts.length > AGENT_LIMITS.transferAccounts)
                  return t('agent.transfer.accountsHint', { max: AGENT_LIMITS.transferAccounts });
                return accounts.every((account) => ACCOUNT.test(account)) ? null : t('agent.search.invalid');
              },
            },
            { name: 'amount', kind: 'amount', label: t('member.form.amount') },
            { name: 'remarks', kind: 'text', label: t('member.form.remarks'), required: false, maxLength: 100 },
            { name: 'paymentPassword', kind: 'password', label: t('member.form.paymentPassword') },
          ]}
          submitLabel={t('agent.transfer.submit')}
          onSubmit={(values) =>
            outcomeOf(
              t,
              async () => {
                const done = await platform.api.agent.transfer(
                  {
                    direction: values.direction === 'FROM_DOWNLINE' ? 'FROM_DOWNLINE' : 'TO_DOWNLINE',
                    usernames: accountsOf(values.accounts ?? ''),
                    amount: Number(values.amount),
                    ...(values.remarks ? { remarks: values.remarks } : {}),
                    paymentPassword: values.paymentPassword ?? '',
                  },
                  { quiet: true },
                );
                moved();
                return t('agent.transfer.done', { count: done.transfers.length, balance: money(done.balance) });
              },
              { 'downline.not.found': 'accounts', 'feature.disabled': 'accounts' },
            )
          }
        />
      </section>
      <RecordsPanel
        caption={t('agent.transfer.records')}
        range={range}
        onRangeChange={(next) => setState({ from: next.from, to: next.to })}
        filters={
          <NativeSelect
            label={t('agent.transfer.direction')}
            value={direction ?? 'all'}
            onValueChange={(value) => setState({ filter: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('common.all') },
              ...DIRECTIONS.map((value) => ({ value, label: t(`agent.transfer.${value}`) })),
            ]}
          />
        }
        columns={[
          { label: t('member.col.time') },
          { label: t('agent.transfer.direction') },
          { label: t('agent.transfer.from') },
          { label: t('agent.transfer.to') },
          { label: t('member.col.amount'), numeric: true },
          { label: t('member.col.remarks') },
        ]}
        rows={
          transfers.data?.list.map((transfer) => ({
            key: transfer.transferId,
            cells: [
              formatDate(transfer.createdAt, { language }),
              t(`agent.transfer.${transfer.direction}`),
              transfer.fromAccount,
              transfer.toAccount,
              money(transfer.amount),
              transfer.remarks ?? '—',
            ],
          })) ?? null
        }
        page={page}
        pageCount={pageCount(transfers.data?.totalPages)}
        onPageChange={(next) => setState({ page: next })}
      />
    </div>
  );
}
