import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { balanceQuery } from '../app/centre/centre.balance';
import type { Platform } from '../app/platform';
import { PLAYER_KEYS } from '../app/player.scope';
import { memberKeys } from './member.keys';

/** The member centre's page sizes (the contract's defaults, named here so pages and tests agree). */
export const MEMBER_LIMITS = { recordsPageSize: 10, friendsPageSize: 10, leaderboardSize: 20 } as const;

export { memberKeys };

type Api = Platform['api'];
type Input<F> = F extends (input: infer I, ...rest: never[]) => unknown ? I : never;

/** One query of a centre page: its key names the call and its input, so records pages cache per range and page. */
export function centreQuery<K extends keyof Api['member']>(
  platform: Platform,
  name: K,
  input: Input<Api['member'][K]>,
) {
  const call = platform.api.member[name] as (input: unknown, options: { signal: AbortSignal }) => unknown;
  return queryOptions({
    queryKey: memberKeys.page(name, input as object),
    queryFn: ({ signal }) => call(input, { signal }) as Promise<Awaited<ReturnType<Api['member'][K]>>>,
    placeholderData: keepPreviousData,
    // Money and rewards move under the page (approvals, claims on another device): every visit reads them again.
    staleTime: 0,
  });
}

export const memberQueries = {
  /** `member.info`: the same cache entry as the info bar's. */
  info: (platform: Platform) =>
    queryOptions({
      queryKey: PLAYER_KEYS.info,
      queryFn: ({ signal }) => platform.api.member.info(undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
  balance: balanceQuery,
  publicState: (platform: Platform) =>
    queryOptions({
      queryKey: PLAYER_KEYS.publicState,
      queryFn: ({ signal }) => platform.api.member.publicState(undefined, { signal }),
      staleTime: 30_000,
    }),
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
