/**
 * Which origin the calls go to (points-centres-lottery §7 "Speed test", §8 domain_not_available): `baseUrl`, or the
 * fastest healthy domain of the list at start; after a network error or `domain_not_available`, the fastest of the
 * others. Calls that fail together on one origin share one choice.
 */
import type { ResolvedConfig } from './client.config';
import type { DomainChange, DomainFinder } from './client.types';

function protocolOf(value: string | undefined): 'http:' | 'https:' | undefined {
  if (value?.startsWith('http:')) return 'http:';
  if (value?.startsWith('https:')) return 'https:';
  return undefined;
}

/** An origin for a host name or address; bare hosts take `protocol`. Undefined for what is not an http(s) host. */
export function toOrigin(domain: string, protocol: 'http:' | 'https:'): string | undefined {
  const trimmed = domain.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `${protocol}//${trimmed}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Without a finder: the first domain of the list that has not failed, in list order. */
const firstHealthy =
  (protocol: 'http:' | 'https:'): DomainFinder =>
  async (domains, { exclude }) => {
    const excluded = new Set(exclude.map((domain) => toOrigin(domain, protocol)));
    for (const domain of domains) {
      const origin = toOrigin(domain, protocol);
      if (origin && !excluded.has(origin)) return { domain, origin };
    }
    return undefined;
  };

export function createDomainRouter(resolved: ResolvedConfig) {
  const { config } = resolved;
  const base = config.baseUrl ? new URL(config.baseUrl) : undefined;
  // A path prefix of baseUrl (`https://x.example/api`) is kept on every domain.
  const prefix = base ? base.pathname.replace(/\/+$/, '') : '';
  const pageProtocol = protocolOf((globalThis as { location?: { protocol?: string } }).location?.protocol);
  const protocol = protocolOf(base?.protocol) ?? pageProtocol ?? 'https:';
  const find = config.findFastestDomain ?? firstHealthy(protocol);
  const failed = new Set<string>();
  let origin = base?.origin;
  let list: Promise<readonly string[]> | undefined;
  let choosing: Promise<string | undefined> | undefined;

  const domains = (): Promise<readonly string[]> => {
    const source = config.domains;
    if (!source) return Promise.resolve([]);
    list ??= Promise.resolve(typeof source === 'function' ? source() : source).catch((error: unknown) => {
      list = undefined;
      throw error;
    });
    return list;
  };

  async function choose(reason: DomainChange['reason'], exclude: readonly string[], signal?: AbortSignal) {
    const candidates = await domains();
    const options = { exclude, fetch: resolved.fetch, requireStaticHost: false as const };
    const found = await find(candidates, signal ? { ...options, signal } : options);
    const next = found ? (found.origin ?? toOrigin(found.domain, protocol)) : undefined;
    if (!next) {
      // Every domain failed: start afresh, so the next failure probes them all again.
      failed.clear();
      return undefined;
    }
    const from = origin;
    origin = next;
    if (next !== from) config.onDomainChange?.({ from, to: next, reason });
    return next;
  }

  function shared(run: () => Promise<string | undefined>): Promise<string | undefined> {
    choosing ??= run().finally(() => {
      choosing = undefined;
    });
    return choosing;
  }

  return {
    hasList: config.domains !== undefined,
    url(at: string, path: string): string {
      return `${at}${prefix}${path}`;
    },
    current: (): string | undefined => origin,
    /** The origin for a call: the one in use, or the first choice among the domains. */
    async start(): Promise<string | undefined> {
      if (origin) return origin;
      return shared(() => choose('start', []));
    },
    /** `failedOrigin` failed: the origin to retry on, or undefined when no other domain answers. */
    async switchFrom(failedOrigin: string, reason: 'network error' | 'domain_not_available') {
      failed.add(failedOrigin);
      if (choosing) return choosing;
      // Another call already moved away from the failed origin.
      if (origin && origin !== failedOrigin) return origin;
      return shared(() => choose(reason, [...failed]));
    },
    /** A fresh probe of every domain (the unavailable-domain modal's retry). */
    async probeAll(signal?: AbortSignal): Promise<string | undefined> {
      failed.clear();
      return choose('retry', [], signal);
    },
  };
}

export type DomainRouter = ReturnType<typeof createDomainRouter>;
