import type { DomainFinder } from '@platform/api-client';
import { findFastestDomain, PROBE_PATHS } from '@platform/speed-test';

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
 * @platform/speed-test's probe of every candidate, fastest healthy first. The site reloads on the domain chosen by the
 * modal's retry, so the static host must answer too (`/res/logo.png`).
 */
export const probeHealthyDomain: DomainFinder = (domains, options) =>
  findFastestDomain(domains, {
    exclude: options.exclude,
    fetch: refusalAwareFetch(options.fetch, PROBE_PATHS.ping.path),
    requireStaticHost: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
