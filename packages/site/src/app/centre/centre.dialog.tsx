import { Dialog } from '@platform/ui-kit';
import { type ReactNode, useState } from 'react';
import type { CentreSearch } from './centre.search';

/**
 * A centre popup's page and filters, in memory (the route keeps them in the address): a new request while open
 * (another entry clicked) moves it to that page with fresh filters.
 */
export function useCentreDialogState(asked: string) {
  const [page, setPage] = useState(asked);
  const [state, setState] = useState<CentreSearch>({});
  const [lastAsked, setLastAsked] = useState(asked);
  if (asked !== lastAsked) {
    setLastAsked(asked);
    setPage(asked);
    setState({});
  }
  return {
    page,
    state,
    /** Goes to a page, with its own filters or none. */
    goTo: (next: string, nextState: CentreSearch = {}) => {
      setPage(next);
      setState(nextState);
    },
    /** Moves the filters (the page number back to 1 unless given). */
    setState: (next: Partial<CentreSearch>) => setState((previous) => ({ ...previous, page: undefined, ...next })),
  };
}

export type CentreDialogState = ReturnType<typeof useCentreDialogState>;

/** A centre as a popup (points §2 "opened as a popup by page name"): its pages and filters in memory, a close button. */
export function CentreDialog(props: {
  title: string;
  page: string;
  onClose: () => void;
  children: (centre: CentreDialogState) => ReactNode;
}) {
  const centre = useCentreDialogState(props.page);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : props.onClose())} title={props.title} size="xl">
      {props.children(centre)}
    </Dialog>
  );
}
