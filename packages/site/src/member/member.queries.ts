import { queryOptions } from '@tanstack/react-query';
import { balanceQuery } from '../app/centre/centre.balance';
import { centrePageQuery } from '../app/centre/centre.query';
import type { Platform } from '../app/platform';
import { PLAYER_KEYS } from '../app/player.scope';
import { publicStateQuery } from '../app/public-state.query';
import { memberKeys } from './member.keys';

/** The member centre's page sizes (the contract's defaults, named here so pages and tests agree). */
export const MEMBER_LIMITS = { recordsPageSize: 10, friendsPageSize: 10, leaderboardSize: 20 } as const;

export { memberKeys };

type Api = Platform['api']['member'];

/** One query of a member centre page (the centres' page query, keyed under the member centre). */
export const centreQuery = <K extends keyof Api & string>(platform: Platform, name: K, input: Parameters<Api[K]>[0]) =>
  centrePageQuery(platform.api.member, name, input, memberKeys.page(name, input as object));

export const memberQueries = {
  /** `member.info`: the same cache entry as the info bar's. */
  info: (platform: Platform) =>
    queryOptions({
      queryKey: PLAYER_KEYS.info,
      queryFn: ({ signal }) => platform.api.member.info(undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
  balance: balanceQuery,
  publicState: publicStateQuery,
  avatar: (platform: Platform) =>
    queryOptions({
      queryKey: memberKeys.page('avatar'),
      queryFn: ({ signal }) => platform.api.member.avatar(undefined, { signal }),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  rank: (platform: Platform) =>
    queryOptions({
      queryKey: memberKeys.page('rank'),
      queryFn: ({ signal }) => platform.api.member.rankProgress(undefined, { signal }),
      staleTime: 60_000,
    }),
};
