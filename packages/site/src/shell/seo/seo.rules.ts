/** Host names that are this machine: the meta block always applies there (player-site §2 "applied only on localhost"). */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A host name from an allowed-domain entry written as a host, a host with port, or an origin. */
function hostOf(entry: string): string {
  const trimmed = entry.trim().toLowerCase();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? trimmed : `http://${trimmed}`).hostname;
  } catch {
    return trimmed;
  }
}

/** This machine: localhost, its loopback addresses and `*.localhost`. */
export function isLocalHost(hostname: string): boolean {
  const host = hostOf(hostname);
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
}

/**
 * Whether the SEO meta block applies on this host (player-site §2, points-centres-lottery §2): on localhost, on a
 * domain of the merchant's list (`seoAllowedDomains` of the settings), or everywhere when the list is empty or not
 * loaded. Domains match exactly, ignoring case and port: `www.example.com` must be listed beside `example.com`.
 */
export function shouldApplySeo(hostname: string, allowedDomains: readonly string[] | null | undefined): boolean {
  if (isLocalHost(hostname)) return true;
  const host = hostOf(hostname);
  if (!allowedDomains || allowedDomains.length === 0) return true;
  return allowedDomains.some((entry) => hostOf(entry) === host);
}
