import { queryOptions } from '@tanstack/react-query';
import type { Platform } from '../app/platform';
import { PLAYER_KEYS, PLAYER_SCOPE } from '../app/player.scope';

type Session = Pick<Platform, 'api'>;

/**
 * The player's data the accounts feature loads after a login (points §7: loginInfo, getMemberInfo after 500 ms),
 * under the player scope so logout and a session end drop them. Member info shares the info bar's key: the two
 * callers share one request and one answer.
 */
export const accountQueries = {
  memberInfo: (platform: Session) =>
    queryOptions({
      queryKey: PLAYER_KEYS.info,
      queryFn: ({ signal }) => platform.api.member.info(undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
  loginInfo: (platform: Session) =>
    queryOptions({
      queryKey: [...PLAYER_SCOPE, 'loginInfo'],
      queryFn: ({ signal }) => platform.api.accounts.loginInfo(undefined, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
