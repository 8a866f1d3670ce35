import { preserveAttributionParams } from '@platform/api-client';
import type { Platform } from '../app/platform';

export interface DomainRetryDeps {
  /** The page's address now. @default location.href */
  currentUrl?: () => string;
  /** Loads an address. @default location.assign */
  go?: (url: string) => void;
}

/**
 * The unavailable-domain modal's retry (player-site §2, points-centres-lottery §8 domain_not_available): the domains
 * are pinged again (@platform/speed-test through the api-client) and the site reloads on the fastest healthy one,
 * keeping the visitor's affiliate or referral codes. Resolves false when no domain answers (the modal stays).
 */
export async function retryDomain(platform: Pick<Platform, 'api'>, deps: DomainRetryDeps = {}): Promise<boolean> {
  const currentUrl = deps.currentUrl ?? (() => window.location.href);
  const go = deps.go ?? ((url: string) => window.location.assign(url));
  const origin = await platform.api.switchDomain().catch(() => undefined);
  if (!origin) return false;
  go(preserveAttributionParams(currentUrl(), origin));
  return true;
}
