import { formatDate } from '@platform/i18n';
import { CentreForm, Facts, NativeSelect, RecordsPanel } from '@platform/ui-kit';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { useCentreRecords } from '../../app/centre/useCentreRecords';
import { AGENT_LIMITS, agentQuery } from '../agent.queries';
import type { AgentPageProps } from './agent.page';
import * as styles from './agent.pages.css';
import { useMoneyMoved } from './money.shared';

const DIRECTIONS = ['AGENT_TO_DOWNLINE', 'DOWNLINE_TO_AGENT'] as const;

const ACCOUNT = /^[A-Za-z0-9_]{1,64}$/;

/**
 * agentTransfer: money to or from downline accounts (the payment password; several accounts at once, up to 20, under
 * AGENTRANSMULTDOWN3), and the transfers of both directions over the range.
 */
export function TransferPage({ state, setState, onLoaded, currency, abilities, mainBalance }: AgentPageProps) {
  const moved = useMoneyMoved();
  const direction = DIRECTIONS.find((value) => value === state.filter);
  const records = useCentreRecords({ state, setState, onLoaded, currency }, ({ platform, startDate, endDate, page }) =>
    agentQuery(platform, 'transfers', {
      startDate,
      endDate,
      page,
      size: AGENT_LIMITS.pageSize,
      ...(direction ? { direction } : {}),
    }),
  );
  const { platform, t, language, money } = records;
  const transfers = records.result;
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
            { name: 'amount', kind: 'amount', label: t('member.form.amount'), currency: currency.currency },
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
        {...records.panel}
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
      />
    </div>
  );
}
