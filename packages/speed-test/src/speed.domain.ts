import { InvalidDomainError } from './speed.errors';

export interface NormalizeDomainOptions {
  /**
   * Protocol for bare host names (`a.example`, `127.0.0.1:5101`). The page's own protocol avoids mixed-content
   * blocking (an https page cannot fetch http), so it is the default when there is a page.
   * @default globalThis.location.protocol when it is http: or https:, else 'https:'
   */
  defaultProtocol?: 'http:' | 'https:';
}

function pageProtocol(): 'http:' | 'https:' {
  const protocol = (globalThis as { location?: { protocol?: string } }).location?.protocol;
  return protocol === 'http:' ? 'http:' : 'https:';
}

/**
 * The origin a candidate stands for. Candidates come as bare host names (the `domainName` of a `domainRoute` entry,
 * optionally with a port) or as full origins; a path, query or trailing slash is dropped, case is folded by URL
 * parsing, and only http and https are accepted.
 * @throws {InvalidDomainError} for an empty string, another scheme, or text that is not a host.
 */
export function normalizeDomain(domain: string, options: NormalizeDomainOptions = {}): string {
  const trimmed = domain.trim();
  if (trimmed === '') throw new InvalidDomainError(domain);
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  const protocol = options.defaultProtocol ?? pageProtocol();
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `${protocol}//${trimmed}`);
  } catch {
    throw new InvalidDomainError(domain);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '' || url.username !== '') {
    throw new InvalidDomainError(domain);
  }
  return url.origin;
}
