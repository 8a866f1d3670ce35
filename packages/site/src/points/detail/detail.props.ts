import type { CurrencyFormat, DayRange } from '@platform/ui-kit';
import type { PointDetailSearch, RecordStatus } from '../points.search';

/** What the points detail page hands each tab (its address state, already checked). */
export interface DetailTabProps {
  range: DayRange;
  /** The range's epoch bounds: start of the first day, last day + 86399000 ms. */
  bounds: { start: number; end: number };
  page: number;
  status: RecordStatus | undefined;
  currency: CurrencyFormat;
  /** Moves the address (page back to 1 unless given). */
  go: (next: Partial<PointDetailSearch>) => void;
}

export const pageCount = (totalPages: number | undefined) => Math.max(1, totalPages ?? 1);
