import { queryOptions } from '@tanstack/react-query';
import type { Platform } from '../app/platform';
import { PLAYER_SCOPE } from '../app/player.scope';

/**
 * player-site §9 gives no interval for the chat's unread count; the sandbox pushes no chat message over the realtime
 * socket (its nine types have none), so the count is asked again every 30 s, when the window regains focus and when
 * the chat window closes.
 */
export const CHAT_TIMES = { statusRefetchMs: 30_000 } as const;

export const chatQueries = {
  /** `chat.status`: enabled (CBS3), hasPermission, unReadCount, and a fresh one-use live-chat verify token. */
  status: (platform: Platform) =>
    queryOptions({
      queryKey: [...PLAYER_SCOPE, 'chat', 'status'],
      queryFn: ({ signal }) => platform.api.chat.status(undefined, { signal, quiet: true }),
      staleTime: 10_000,
      refetchInterval: CHAT_TIMES.statusRefetchMs,
      refetchOnWindowFocus: true,
    }),
  /**
   * `chat.csEntries`: every position's channels; the server filters them by the player's club label. A visitor's
   * list and a player's are kept apart (the player's under PLAYER_SCOPE, dropped at logout).
   */
  customerService: (platform: Platform, loggedIn: boolean) =>
    queryOptions({
      queryKey: loggedIn ? [...PLAYER_SCOPE, 'chat', 'cs'] : ['chat', 'cs', 'visitor'],
      queryFn: ({ signal }) => platform.api.chat.csEntries({}, { signal, quiet: true }),
      staleTime: 5 * 60_000,
    }),
};
