import {
  AGENT_CENTRE_PAGES,
  type AgentCentrePage,
  agentAbilities,
  checkAccess,
  resolveAgentCentrePage,
  visibilityContext,
  visibleAgentCentrePages,
} from '@platform/session';
import { EmptyState, useT } from '@platform/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio/react';
import { CentreShell } from '../app/centre/CentreShell';
import { balanceQuery, currencyOf } from '../app/centre/centre.balance';
import type { CentreSearch } from '../app/centre/centre.search';
import { usePlatform } from '../app/platform.context';
import { agentEntriesOf } from './agent.entries';
import { contractsQuery } from './agent.queries';
import { AGENT_PAGES } from './pages';

export interface AgentCentreProps {
  /** The page asked for (an id, or nothing for the default). */
  requested: string;
  /** Goes to another page (the dialog keeps it in memory, the route in the address). */
  onPage: (page: AgentCentrePage, state?: CentreSearch) => void;
  state: CentreSearch;
  setState: (next: Partial<CentreSearch>) => void;
}

/**
 * The agent centre (points §2, §5, §6): the menu from the session's visibility tables once the flags are evaluated
 * (the salary and dividend pages only where the consolidated contract load enables them), the asked page resolved
 * (hidden or unknown pages fall back to agentTeamOverview), the page's own chunk under the loading cover. Trial
 * accounts are refused with the spec's keys; anyone without the Agent menu gets `agent.role.required` in words.
 */
export function AgentCentre({ requested, onPage, state, setState }: AgentCentreProps) {
  const platform = usePlatform();
  const t = useT();
  const session = useSnapshot(platform.session);
  const flags = useSnapshot(platform.flags);
  const access = checkAccess('agentCentre', session);
  const agent = access.allowed && session.role.agentMenu;
  // 41 and 42 skip the consolidated load (points §6): their salary pages stay hidden.
  const contracts = useQuery({
    ...contractsQuery(platform),
    enabled: agent && session.role.unreadAndConsolidatedLoads,
  });
  const balance = useQuery({ ...balanceQuery(platform), enabled: agent });
  const context = visibilityContext(session, flags, { agentEntries: agentEntriesOf(contracts.data) });
  const page = resolveAgentCentrePage(requested, context);

  if (access.allowed && !session.role.agentMenu) return <EmptyState title={t('agent.role.required')} />;
  const asked = AGENT_CENTRE_PAGES.find((id) => id === requested);
  return (
    <CentreShell
      access={access}
      label={t('agent.title')}
      ready={flags.evaluated && !contracts.isLoading && !balance.isPending}
      page={page}
      closedTitle={t('agent.closed')}
      requested={requested}
      pendingTitle={asked ? t(`agent.centre.page.${asked}`) : t('agent.title')}
      items={visibleAgentCentrePages(context).map((id) => ({ page: id, label: t(`agent.centre.page.${id}`) }))}
      title={page ? t(`agent.centre.page.${page}`) : ''}
      onSelect={(next) => onPage(next as AgentCentrePage)}
    >
      {(onLoaded) => {
        const Page = AGENT_PAGES[page as AgentCentrePage];
        return (
          <Page
            state={state}
            setState={setState}
            onLoaded={onLoaded}
            currency={currencyOf(balance.data)}
            openPage={(next, nextState) => onPage(next as AgentCentrePage, nextState)}
            abilities={agentAbilities(context)}
            mainBalance={balance.data?.sumBalance ?? null}
          />
        );
      }}
    </CentreShell>
  );
}
