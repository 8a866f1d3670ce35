import { formatDate } from '@platform/i18n';
import { Button, formatAmount, NativeSelect, useLanguage, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { pageCount, useReportLoaded } from '../../app/centre/centre.page';
import { usePlatform } from '../../app/platform.context';
import { agentQuery } from '../agent.queries';
import { AccountSearch } from './AccountSearch';
import type { AgentPageProps } from './agent.page';
import * as styles from './agent.pages.css';
import { RecordsTable } from './RecordsTable';

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
