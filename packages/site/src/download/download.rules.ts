import type { AppKind, AppLink, InstallStatus } from '@platform/ui-kit';

/** The apps the page offers, in order (points §2: QR codes for iOS, Android and H5). */
export const APP_KINDS: readonly AppKind[] = ['IOS', 'Android', 'H5'];

/** The iOS install steps the page shows (points §9: a carousel of 6). */
export const IOS_STEP_COUNT = 6;

export interface Resource {
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
}

/** The apps among the merchant's resources, their addresses made absolute against the site's origin. */
export function appLinksOf(resources: readonly Resource[], origin: string): AppLink[] {
  return APP_KINDS.flatMap((kind) => {
    const resource = resources.find((r) => r.resourceType === kind && r.url);
    if (!resource) return [];
    const url = new URL(resource.url, origin).href;
    return [{ kind, url, qrValue: resource.qrCodeUrl ? new URL(resource.qrCodeUrl, origin).href : url }];
  });
}

/** iOS 17 or later (an iPhone, iPad or iPod's `OS 17_0` in the user agent): the page adds ios17_download_tips. */
export function isIos17OrLater(userAgent: string): boolean {
  const match = /(?:iPhone|iPad|iPod).*? OS (\d+)_/.exec(userAgent);
  return match !== null && Number(match[1]) >= 17;
}

/** What "Add to home screen" offers: the saved prompt's button, a note once installed, else the steps by hand. */
export function installStatusOf(state: { prompt: unknown; installed: boolean }): InstallStatus {
  if (state.installed) return 'installed';
  return state.prompt ? 'prompt' : 'instructions';
}
