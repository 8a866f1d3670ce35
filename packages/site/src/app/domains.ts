import type { DomainFinder } from '@platform/api-client';

/**
 * The merchant's candidate domains (`domainRoute`), for the api-client's failover and the unavailable-domain modal's
 * retry. A list that loaded once is kept: when the current domain starts refusing calls, the list can no longer be
 * asked for there, so `prefetch()` runs at start-up while it still answers.
 */
export interface DomainList {
  /** The candidates; rejects when no list was ever loaded and loading fails now. */
  load(): Promise<readonly string[]>;
  /** Loads the list in the background (errors are kept for the next `load`). */
  prefetch(): void;
}

export function createDomainList(fetchRoutes: () => Promise<readonly { domainName: string }[]>): DomainList {
  let known: readonly string[] | undefined;
  let pending: Promise<readonly string[]> | undefined;
  const load = (): Promise<readonly string[]> => {
    pending ??= fetchRoutes()
      .then((routes) => {
        known = routes.map((route) => route.domainName);
        return known;
      })
      .catch((error: unknown) => {
        if (known) return known;
        throw error;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  return {
    load,
    prefetch() {
      load().catch(() => undefined);
    },
  };
}

/**
 * The api-client's domain finder: the probe code (@platform/speed-test and `domains.probe.ts`) is loaded when a domain
 * fails, never on a healthy visit.
 */
export const findHealthyDomain: DomainFinder = async (domains, options) =>
  (await import('./domains.probe')).probeHealthyDomain(domains, options);
