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
 * A fetch for speed-test probes that counts a ping answered with a failure envelope (`domain_not_available`) as not
 * reached: a domain that refuses the platform's calls is no better than one that does not answer.
 */
export function refusalAwareFetch(fetchImpl: typeof fetch, pingPath: string): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!response.ok || !new URL(url, 'http://x').pathname.endsWith(pingPath)) return response;
    const text = await response.text();
    let refused = false;
    try {
      refused = (JSON.parse(text) as { success?: unknown }).success === false;
    } catch {
      refused = true;
    }
    return new Response(text, { status: refused ? 503 : response.status, headers: response.headers });
  };
}

/**
 * The api-client's domain finder: @platform/speed-test's probe of every candidate, fastest healthy first. The site
 * reloads on the domain chosen by the modal's retry, so the static host must answer too (`/res/logo.png`).
 */
export const findHealthyDomain: DomainFinder = async (domains, options) => {
  // Loaded when a domain fails, never on a healthy visit.
  const { findFastestDomain, PROBE_PATHS } = await import('@platform/speed-test');
  return findFastestDomain(domains, {
    exclude: options.exclude,
    fetch: refusalAwareFetch(options.fetch, PROBE_PATHS.ping.path),
    requireStaticHost: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
};
