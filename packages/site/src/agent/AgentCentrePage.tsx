import type { AgentCentrePage as PageId } from '@platform/session';
import { useT } from '@platform/ui-kit';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import * as page from '../app/page.css';
import { AgentCentre } from './AgentCentre';

/** /agent/<page>: the agent centre as a page; its state lives in the address. */
export function AgentCentrePage() {
  const t = useT();
  const { page: asked } = useParams({ from: '/agent/$page' });
  const search = useSearch({ from: '/agent/$page' });
  const navigate = useNavigate({ from: '/agent/$page' });
  return (
    <section className={page.page} aria-labelledby="agent-centre-title">
      <div className={page.headerRow}>
        <h1 id="agent-centre-title" className={page.heading}>
          {t('agent.title')}
        </h1>
        <Link to="/" className={page.linkButton}>
          {t('common.close')}
        </Link>
      </div>
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
    </section>
  );
}
