import { classifySpeed, type SpeedClass } from './speed.classify';
import { PROBE_PATHS, UNREACHABLE_SPEED } from './speed.constants';
import { normalizeDomain } from './speed.domain';
import { type ProbeOptions, type ResolvedProbeOptions, resolveProbeOptions } from './speed.options';

export interface DomainProbe {
  /** The candidate exactly as given, so callers can map the result back to their `domainRoute` entry. */
  domain: string;
  /** The normalised origin that was probed; absent when the candidate could not be parsed. */
  origin?: string;
  /** Round trip of the ping in whole ms, at least 1; 0 means unreachable. */
  speed: number;
  speedClass: SpeedClass;
}

export function toProbe(domain: string, origin: string | undefined, speed: number): DomainProbe {
  const probe: DomainProbe = { domain, speed, speedClass: classifySpeed(speed) };
  if (origin !== undefined) probe.origin = origin;
  return probe;
}

/**
 * True for the platform's failure envelope (`{ success: false, errorCode: 'domain_not_available', ... }`): the gateway
 * answered, but refuses this domain's calls, so a player sent there could do nothing. A body that is not JSON (or an
 * opaque one) says nothing either way and leaves the verdict to the status.
 */
function isRefusalEnvelope(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && (parsed as { success?: unknown }).success === false;
  } catch {
    return false;
  }
}

/**
 * Fetches one probe URL and reads its body (so the connection is released). Resolves with the time it finished, or
 * undefined when the host did not answer with success (for the ping, also when it answered a failure envelope);
 * never rejects. A failure aborts the sibling request, since the domain is unreachable either way and there is no
 * point waiting for the other answer.
 */
async function hit(
  url: string,
  o: ResolvedProbeOptions,
  controller: AbortController,
  readsEnvelope: boolean,
): Promise<number | undefined> {
  try {
    const init: RequestInit = { method: 'GET', cache: 'no-store', signal: controller.signal };
    if (o.mode !== undefined) init.mode = o.mode;
    const response = await o.fetch(url, init);
    let refused = false;
    if (readsEnvelope) refused = isRefusalEnvelope(await response.text());
    else await response.arrayBuffer();
    if ((response.ok || response.type === 'opaque') && !refused) return o.now();
  } catch {
    // Network failure, timeout or abort: all mean "not reached".
  }
  controller.abort();
  return undefined;
}

/**
 * Probes one candidate (points-centres-lottery §7 "Speed test"): `GET {origin}/wps/system/test/ping?speed={now}` and
 * `GET {origin}/res/logo.png?timeStamp={now}` start together. The ping's round trip is the speed; the logo only has to
 * arrive, proving the static host serves this domain too (turn that off with `requireStaticHost: false`). Either one
 * failing, a ping answered with the platform's failure envelope (`domain_not_available` with HTTP 200), or no answer
 * within `timeoutMs` (10 s), makes the domain unreachable (speed 0). A candidate that is not a
 * host or origin is unreachable as well. Rejects only when `options.signal` aborts.
 */
export async function probeDomain(domain: string, options: ProbeOptions = {}): Promise<DomainProbe> {
  return probeResolved(domain, resolveProbeOptions(options));
}

export async function probeResolved(domain: string, o: ResolvedProbeOptions): Promise<DomainProbe> {
  o.signal?.throwIfAborted();
  let origin: string;
  try {
    origin = normalizeDomain(domain, o);
  } catch {
    // normalizeDomain throws only InvalidDomainError: a candidate that is not a host cannot be reached.
    return toProbe(domain, undefined, UNREACHABLE_SPEED);
  }

  const controller = new AbortController();
  const cancel = () => controller.abort(o.signal?.reason);
  o.signal?.addEventListener('abort', cancel, { once: true });
  const timer = o.timers.setTimeout(() => controller.abort(), o.timeoutMs);
  try {
    const startedAt = o.now();
    const { ping, logo } = PROBE_PATHS;
    const [pingDone, logoDone] = await Promise.all([
      hit(`${origin}${ping.path}?${ping.query}=${startedAt}`, o, controller, true),
      o.requireStaticHost ? hit(`${origin}${logo.path}?${logo.query}=${startedAt}`, o, controller, false) : startedAt,
    ]);
    o.signal?.throwIfAborted();
    const reached = pingDone !== undefined && logoDone !== undefined;
    // A loopback answer can take under 1 ms; it must not read as 0, which means unreachable.
    const speed = reached ? Math.max(1, Math.round(pingDone - startedAt)) : UNREACHABLE_SPEED;
    return toProbe(domain, origin, speed);
  } finally {
    o.timers.clearTimeout(timer);
    o.signal?.removeEventListener('abort', cancel);
  }
}
