import type { DomainFinder } from '@platform/api-client';
import { findFastestDomain } from '@platform/speed-test';

/**
 * @platform/speed-test's probe of every candidate, fastest healthy first. The site reloads on the domain chosen by the
 * modal's retry, so the static host must answer too (`/res/logo.png`). A ping answered with a failure envelope
 * (`domain_not_available`) counts as unreachable in the package itself.
 */
export const probeHealthyDomain: DomainFinder = (domains, options) =>
  findFastestDomain(domains, {
    exclude: options.exclude,
    fetch: options.fetch,
    requireStaticHost: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
