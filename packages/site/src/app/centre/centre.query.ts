import { keepPreviousData, queryOptions } from '@tanstack/react-query';

type Call = (input: never, options: { signal: AbortSignal }) => Promise<unknown>;

/**
 * One query of a centre page over a call of an api-client group (`member`, `agent`): its key names the call and its
 * input, so records pages cache per range and page and keep the last page on screen while the next one loads.
 * Money, rewards and the team move under the page (approvals, claims, bets elsewhere): every visit reads them again.
 */
export function centrePageQuery<G extends { [N in K]: Call }, K extends keyof G & string>(
  group: G,
  name: K,
  input: Parameters<G[K]>[0],
  queryKey: readonly unknown[],
) {
  const call = group[name] as unknown as (
    input: unknown,
    options: { signal: AbortSignal },
  ) => Promise<Awaited<ReturnType<G[K]>>>;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(input, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
