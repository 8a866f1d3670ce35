import { queryOptions } from '@tanstack/react-query';
import type { Platform } from '../../app/platform';
import { PLAYER_KEYS } from '../../app/player.scope';
import { SHELL_TIMES } from '../shell.constants';

/**
 * The logged-in player's data the shell shows (player-site §2 info bar). Keys sit under `PLAYER_SCOPE`, so logout and
 * a session end drop them; realtime messages refetch them sooner than the intervals here.
 */
export const playerQueries = {
  balance: (platform: Platform) =>
    queryOptions({
      queryKey: PLAYER_KEYS.balance,
      queryFn: ({ signal }) => platform.api.wallet.balance(undefined, { signal }),
      staleTime: 10_000,
      refetchInterval: SHELL_TIMES.balanceRefetchMs,
      refetchOnWindowFocus: true,
    }),
  unread: (platform: Platform) =>
    queryOptions({
      queryKey: PLAYER_KEYS.unread,
      queryFn: ({ signal }) => platform.api.member.unreadMessages(undefined, { signal }),
      staleTime: 30_000,
      refetchInterval: SHELL_TIMES.unreadRefetchMs,
      refetchOnWindowFocus: true,
    }),
  info: (platform: Platform) =>
    queryOptions({
      queryKey: PLAYER_KEYS.info,
      queryFn: ({ signal }) => platform.api.member.info(undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
};
