import { MAX_PROBED_DOMAINS } from './speed.constants';
import { type NormalizeDomainOptions, normalizeDomain } from './speed.domain';
import { type ProbeDomainsOptions, type ProbeOptions, resolveProbeOptions } from './speed.options';
import { type DomainProbe, probeResolved } from './speed.probe';

/** A `domainRoute` entry as the wire carries it (player-site §3 "Domain route entry"). */
export interface DomainRouteEntry {
  domainName: string;
  /** ms; 0 means unreachable. */
  speed: number;
}

function dedupeKey(domain: string, defaultProtocol: NormalizeDomainOptions['defaultProtocol']): string {
  try {
    return normalizeDomain(domain, defaultProtocol === undefined ? {} : { defaultProtocol });
  } catch {
    return domain;
  }
}

/**
 * At most `maxDomains` candidates chosen uniformly at random (a partial Fisher-Yates shuffle), duplicates (the same
 * origin written twice) removed first. The chosen ones keep the order they had in `domains`, so a list on screen does
 * not jump around between visits more than the random choice requires.
 */
export function sampleDomains(
  domains: readonly string[],
  options: Pick<ProbeDomainsOptions, 'maxDomains' | 'random' | 'defaultProtocol'> = {},
): string[] {
  const { maxDomains = MAX_PROBED_DOMAINS, random = Math.random } = options;
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const domain of domains) {
    const key = dedupeKey(domain, options.defaultProtocol);
    if (!seen.has(key)) {
      seen.add(key);
      unique.push(domain);
    }
  }
  const limit = Math.max(0, Math.floor(maxDomains));
  if (unique.length <= limit) return unique;
  const indexes = unique.map((_, i) => i);
  for (let i = 0; i < limit; i++) {
    // min() guards against a random source that returns 1 (outside its contract).
    const j = i + Math.min(indexes.length - i - 1, Math.floor(random() * (indexes.length - i)));
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes
    .slice(0, limit)
    .sort((a, b) => a - b)
    .map((i) => unique[i]!);
}

/**
 * Probes at most 10 random candidates (points-centres-lottery §9), all at once, and resolves with their results in the
 * candidates' order. `onProbe` sees each result as soon as it is known, for lists that fill in as they go.
 */
export async function probeDomains(
  domains: readonly string[],
  options: ProbeDomainsOptions & { onProbe?: (probe: DomainProbe) => void } = {},
): Promise<DomainProbe[]> {
  const chosen = sampleDomains(domains, options);
  return probeEach(chosen, options, options.onProbe);
}

/** Probes every given domain (no sampling); the store uses it to re-test the same list. */
export async function probeEach(
  domains: readonly string[],
  options: ProbeOptions,
  onProbe?: (probe: DomainProbe) => void,
): Promise<DomainProbe[]> {
  const resolved = resolveProbeOptions(options);
  return Promise.all(
    domains.map(async (domain) => {
      const probe = await probeResolved(domain, resolved);
      onProbe?.(probe);
      return probe;
    }),
  );
}

/** The fastest reachable probe; the earlier one wins a tie. Undefined when none is reachable. */
export function pickFastest(probes: readonly DomainProbe[]): DomainProbe | undefined {
  let best: DomainProbe | undefined;
  for (const probe of probes) {
    if (probe.speed > 0 && (best === undefined || probe.speed < best.speed)) best = probe;
  }
  return best;
}

/**
 * Failover in one call: probes the candidates (at most 10, random) and resolves with the fastest reachable one, or
 * undefined when every candidate is down. `exclude` drops domains already known to fail (compared by origin).
 */
export async function findFastestDomain(
  domains: readonly string[],
  options: ProbeDomainsOptions & { exclude?: readonly string[] } = {},
): Promise<DomainProbe | undefined> {
  const key = (domain: string) => dedupeKey(domain, options.defaultProtocol);
  const excluded = new Set((options.exclude ?? []).map(key));
  const candidates = domains.filter((domain) => !excluded.has(key(domain)));
  return pickFastest(await probeDomains(candidates, options));
}

/** Results in the wire's `domainRoute` shape (`{ domainName, speed }`). */
export function toDomainRoute(probes: readonly DomainProbe[]): DomainRouteEntry[] {
  return probes.map((probe) => ({ domainName: probe.domain, speed: probe.speed }));
}
