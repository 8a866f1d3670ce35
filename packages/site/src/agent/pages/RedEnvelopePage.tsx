import { formatDate } from '@platform/i18n';
import { CentreForm, Facts, formatAmount, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { pageCount, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { AGENT_LIMITS, agentQuery } from '../agent.queries';
import type { AgentPageProps } from './agent.page';
import * as styles from './agent.pages.css';
import { useMoneyMoved } from './money.shared';
import { RecordsTable } from './RecordsTable';

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
            { name: 'totalAmount', kind: 'amount', label: t('agent.envelope.total'), currency: currency.currency },
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
