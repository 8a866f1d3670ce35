import { useT } from '@platform/ui-kit';
import { BetRecords } from '../../app/centre/BetRecords';
import { agentQuery } from '../agent.queries';
import { AccountSearch } from './AccountSearch';
import type { AgentPageProps } from './agent.page';

/** Team betting: the team's bets by account and product, with the totals of the whole range. */
export function TeamBettingPage(props: AgentPageProps) {
  const t = useT();
  const { state, setState } = props;
  return (
    <BetRecords
      {...props}
      caption={t('agent.centre.page.agentTeamBetting')}
      team
      filters={<AccountSearch label={t('agent.search.account')} value={state.q} onSearch={(q) => setState({ q })} />}
      query={({ platform, page, ...range }) =>
        agentQuery(platform, 'teamBets', { ...range, page, size: 10, ...(state.q ? { username: state.q } : {}) })
      }
    />
  );
}
