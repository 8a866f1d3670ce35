import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Platform } from '../app/platform';
import { agentKeys } from './agent.keys';

export { agentKeys };

/** The agent centre's page sizes (the contract's defaults, named so pages and tests agree). */
export const AGENT_LIMITS = { pageSize: 10, transferAccounts: 20, envelopeShares: 500 } as const;

type Api = Platform['api'];
type Input<F> = F extends (input: infer I, ...rest: never[]) => unknown ? I : never;

/** One query of an agent page: its key names the call and its input, so records pages cache per range and page. */
export function agentQuery<K extends keyof Api['agent']>(platform: Platform, name: K, input: Input<Api['agent'][K]>) {
  const call = platform.api.agent[name] as (input: unknown, options: { signal: AbortSignal }) => unknown;
  return queryOptions({
    queryKey: agentKeys.page(name, input as object),
    queryFn: ({ signal }) => call(input, { signal }) as Promise<Awaited<ReturnType<Api['agent'][K]>>>,
    placeholderData: keepPreviousData,
    // The team moves under the page (bets, transfers, registrations): every visit reads it again.
    staleTime: 0,
  });
}

/** The consolidated contract GET: requests of the four kinds and the info blocks (which salary pages show). */
export const contractsQuery = (platform: Platform) =>
  queryOptions({
    queryKey: agentKeys.contracts,
    queryFn: ({ signal }) => platform.api.contracts.consolidated(undefined, { signal }),
    staleTime: 30_000,
  });
