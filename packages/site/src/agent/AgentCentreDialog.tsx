import type { AgentCentrePage } from '@platform/session';
import { Dialog, useT } from '@platform/ui-kit';
import { useState } from 'react';
import type { CentreSearch } from '../app/centre/centre.search';
import { AgentCentre } from './AgentCentre';

export interface AgentCentreDialogProps {
  page: string;
  onClose: () => void;
}

/** The agent centre as a popup (points §2): pages and their filters in memory, a close button. */
export default function AgentCentreDialog({ page: asked, onClose }: AgentCentreDialogProps) {
  const t = useT();
  const [page, setPage] = useState(asked);
  const [state, setState] = useState<CentreSearch>({});
  // A new request while open (another entry clicked) moves the dialog to that page.
  const [lastAsked, setLastAsked] = useState(asked);
  if (asked !== lastAsked) {
    setLastAsked(asked);
    setPage(asked);
    setState({});
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('agent.title')} size="xl">
      <AgentCentre
        requested={page}
        onPage={(next: AgentCentrePage, nextState?: CentreSearch) => {
          setPage(next);
          setState(nextState ?? {});
        }}
        state={state}
        setState={(next) => setState((previous) => ({ ...previous, page: undefined, ...next }))}
      />
    </Dialog>
  );
}
