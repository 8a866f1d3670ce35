import type { MemberCentrePage } from '@platform/session';
import { Dialog, useT } from '@platform/ui-kit';
import { useState } from 'react';
import type { CentreSearch } from '../app/centre/centre.search';
import { MemberCentre } from './MemberCentre';

export interface MemberCentreDialogProps {
  page: string;
  onClose: () => void;
}

/** The member centre as a popup (points §2 "opened as a popup by page name"): pages and their filters in memory. */
export default function MemberCentreDialog({ page: asked, onClose }: MemberCentreDialogProps) {
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
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('member.title')} size="xl">
      <MemberCentre
        requested={page}
        onPage={(next: MemberCentrePage) => {
          setPage(next);
          setState({});
        }}
        state={state}
        setState={(next) => setState((previous) => ({ ...previous, page: undefined, ...next }))}
        onLeave={onClose}
      />
    </Dialog>
  );
}
