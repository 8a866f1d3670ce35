import type { CurrencyFormat } from '@platform/ui-kit';
import { useEffect } from 'react';
import type { CentreSearch } from './centre.search';

/** What the centre hands each page: its address (or in-memory) state, and how to report its first data. */
export interface CentrePageProps {
  state: CentreSearch;
  /** Moves the state (the page number back to 1 unless given). */
  setState: (next: Partial<CentreSearch>) => void;
  /** Call once the page's first data has arrived (or failed): the loading cover goes. */
  onLoaded: () => void;
  currency: CurrencyFormat;
  /** Opens another page of the centre. */
  openPage: (page: string) => void;
}

export const pageCount = (totalPages: number | undefined) => Math.max(1, totalPages ?? 1);

/** Tells the centre once the page's first data has arrived (or failed), so its cover goes. */
export function useReportLoaded(done: boolean, onLoaded: () => void): void {
  useEffect(() => {
    if (done) onLoaded();
  }, [done, onLoaded]);
}
