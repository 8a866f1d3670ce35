import { queryOptions } from '@tanstack/react-query';
import { centrePageQuery } from '../app/centre/centre.query';
import type { Platform } from '../app/platform';
import { agentKeys } from './agent.keys';

export { agentKeys };

/** The agent centre's page sizes (the contract's defaults, named so pages and tests agree). */
export const AGENT_LIMITS = { pageSize: 10, transferAccounts: 20, envelopeShares: 500 } as const;

type Api = Platform['api']['agent'];

/** One query of an agent page (the centres' page query, keyed under the agent centre). */
export const agentQuery = <K extends keyof Api & string>(platform: Platform, name: K, input: Parameters<Api[K]>[0]) =>
  centrePageQuery(platform.api.agent, name, input, agentKeys.page(name, input as object));

/** The consolidated contract GET: requests of the four kinds and the info blocks (which salary pages show). */
export const contractsQuery = (platform: Platform) =>
  queryOptions({
    queryKey: agentKeys.contracts,
    queryFn: ({ signal }) => platform.api.contracts.consolidated(undefined, { signal }),
    staleTime: 30_000,
  });
