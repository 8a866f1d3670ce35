import { queryOptions } from '@tanstack/react-query';
import type { Platform } from '../../app/platform';
import { memberKeys } from '../member.keys';

/** While reminders are on, the reality check is asked again this often (a changed interval shows within it). */
export const REALITY_CHECK_POLL_MS = 60_000;

/**
 * Responsible gaming's two reads (issue 26), keyed under the member centre, so a money move's realtime message and
 * logout refresh or drop them with the centre's other data.
 */
export const rgKeys = {
  all: memberKeys.page('responsibleGaming'),
  overview: memberKeys.page('responsibleGaming', { read: 'overview' }),
  realityCheck: memberKeys.page('responsibleGaming', { read: 'realityCheck' }),
};

export const rgQueries = {
  /** The limits with their use, the session limit and the reminder interval. */
  overview: (platform: Platform) =>
    queryOptions({
      queryKey: rgKeys.overview,
      queryFn: ({ signal }) => platform.api.responsibleGaming.overview({}, { signal }),
      staleTime: 30_000,
    }),
  /**
   * The reminder's figures and when the next one is due: asked every minute while reminders are on, and when the player
   * comes back to the tab (a reminder that fell due meanwhile shows then).
   */
  realityCheck: (platform: Platform) =>
    queryOptions({
      queryKey: rgKeys.realityCheck,
      queryFn: ({ signal }) => platform.api.responsibleGaming.realityCheck({}, { signal, quiet: true }),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.realityCheckMinutes ? REALITY_CHECK_POLL_MS : false),
      refetchOnWindowFocus: true,
      retry: false,
    }),
};
