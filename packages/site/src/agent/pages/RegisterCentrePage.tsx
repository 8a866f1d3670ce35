import { CentreForm, ReferralLinks, useT } from '@platform/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { outcomeOf } from '../../app/centre/centre.outcome';
import { useReportLoaded } from '../../app/centre/centre.page';
import { copyText } from '../../app/clipboard';
import { usePlatform } from '../../app/platform.context';
import { agentKeys, agentQuery } from '../agent.queries';
import type { AgentPageProps } from './agent.page';
import * as styles from './agent.pages.css';

/** The default rules of a new account (the sandbox's and the spec's registration defaults). */
const USERNAME = /^[A-Za-z0-9]{4,16}$/;
const PASSWORD_LENGTH = { min: 6, max: 20 } as const;

/**
 * registerCenter: open an account directly under the agent (member or agent; the password travels encrypted), and
 * the referral links that register under the agent, each with its QR code; create and retire them.
 */
export function RegisterCenterPage({ onLoaded }: AgentPageProps) {
  const platform = usePlatform();
  const t = useT();
  const queryClient = useQueryClient();
  const links = useQuery(agentQuery(platform, 'referralLinks', {}));
  useReportLoaded(!links.isPending, onLoaded);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: agentKeys.all });
  const typeOptions = [
    { value: 'MEMBER', label: t('agent.type.MEMBER') },
    { value: 'AGENT', label: t('agent.type.AGENT') },
  ];
  return (
    <div className={styles.body}>
      <section className={styles.body} aria-labelledby="agent-register">
        <h3 id="agent-register" className={styles.sectionTitle}>
          {t('agent.register.title')}
        </h3>
        <CentreForm
          fields={[
            { name: 'accountType', kind: 'select', label: t('agent.register.type'), options: typeOptions },
            {
              name: 'username',
              kind: 'text',
              label: t('agent.register.username'),
              hint: t('agent.register.usernameHint'),
              maxLength: 16,
              validate: (value) => (USERNAME.test(value) ? null : t('agent.register.usernameHint')),
            },
            {
              name: 'password',
              kind: 'password',
              label: t('agent.register.password'),
              hint: t('agent.register.passwordHint'),
              validate: (value) =>
                value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max
                  ? t('agent.register.passwordHint')
                  : null,
            },
            { name: 'nickname', kind: 'text', label: t('agent.register.nickname'), required: false, maxLength: 32 },
          ]}
          submitLabel={t('agent.register.submit')}
          onSubmit={(values) =>
            outcomeOf(
              t,
              async () => {
                const created = await platform.api.agent.registerDownline(
                  {
                    username: values.username ?? '',
                    password: values.password ?? '',
                    accountType: values.accountType === 'AGENT' ? 'AGENT' : 'MEMBER',
                    ...(values.nickname ? { nickname: values.nickname } : {}),
                  },
                  { quiet: true },
                );
                refresh();
                return t('agent.register.done', { account: created.account });
              },
              { 'register.username.taken': 'username' },
            )
          }
        />
      </section>
      <ReferralLinks
        links={
          links.data?.map((link) => ({
            id: link.id,
            code: link.code,
            url: link.url,
            typeLabel: t(`agent.type.${link.accountType}`),
            remark: link.remark,
            registrations: link.registrations,
            createdAt: link.createdAt,
          })) ?? null
        }
        typeOptions={typeOptions}
        onCreate={(link) =>
          outcomeOf(t, async () => {
            const created = await platform.api.agent.createReferralLink(
              { accountType: link.accountType === 'AGENT' ? 'AGENT' : 'MEMBER', remark: link.remark },
              { quiet: true },
            );
            refresh();
            return t('agent.links.created', { code: created.code });
          })
        }
        onRetire={(id) =>
          outcomeOf(t, async () => {
            await platform.api.agent.deleteReferralLink({ id }, { quiet: true });
            refresh();
            return t('agent.links.retired');
          })
        }
        onCopy={copyText}
      />
    </div>
  );
}
