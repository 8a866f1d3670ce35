import type { AgentCentrePage as PageId } from '@platform/session';
import { useT } from '@platform/ui-kit';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { CentreRoute } from '../app/centre/CentreRoute';
import { AgentCentre } from './AgentCentre';

/** /agent/<page>: the agent centre as a page; its state lives in the address. */
export function AgentCentrePage() {
  const t = useT();
  const { page: asked } = useParams({ from: '/agent/$page' });
  const search = useSearch({ from: '/agent/$page' });
  const navigate = useNavigate({ from: '/agent/$page' });
  return (
    <CentreRoute title={t('agent.title')}>
      <AgentCentre
        requested={asked}
        onPage={(next: PageId, state) =>
          void navigate({ to: '/agent/$page', params: { page: next }, search: state ?? {} })
        }
        state={search}
        setState={(next) =>
          void navigate({ search: (previous) => ({ ...previous, page: undefined, ...next }), replace: true })
        }
      />
    </CentreRoute>
  );
}
