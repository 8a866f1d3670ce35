import { type DayRange, lastDays, rangeBounds, rangeProblem } from '@platform/ui-kit';
import { useMemo } from 'react';
import { usePlatform } from '../platform.context';
import type { CentreSearch } from './centre.search';

/**
 * A records page's range from its state: the asked days when valid (at most 30), else the last 30 days, fixed once a
 * visit so the query key does not move with the clock; with the epoch bounds sent (end day + 86399000 ms, points §9).
 */
export function useCentreRange(state: CentreSearch): { range: DayRange; startDate: number; endDate: number } {
  const platform = usePlatform();
  const fallback = useMemo(() => lastDays(platform.clock.now()), [platform]);
  const asked = state.from && state.to ? { from: state.from, to: state.to } : fallback;
  const range = rangeProblem(asked) ? fallback : asked;
  const bounds = rangeBounds(range);
  return { range, startDate: bounds.start, endDate: bounds.end };
}
