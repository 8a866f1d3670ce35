import type { RightBarKey } from '@platform/ui-kit';
import { RIGHT_BAR_KEYS } from '@platform/ui-kit';

/** Where an entry leads: a page of this site, another site (or app link), or a dialog intent. */
export type RightBarTarget =
  | { kind: 'path'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'intent'; intent: 'liveChat' | 'feedback' | 'memberCentre' };

/** Each entry's own target when the merchant's setting gives no address (one table, read row by row). */
const DEFAULT_TARGETS: Readonly<Record<RightBarKey, RightBarTarget | 'resource' | null>> = {
  wechat: null,
  qq: null,
  liveChat: { kind: 'intent', intent: 'liveChat' },
  // The status call's SKYPE resource (player-site §3 "Resources").
  skype: 'resource',
  appDownload: { kind: 'path', to: '/download' },
  promotion: { kind: 'path', to: '/promotions' },
  speedTest: { kind: 'path', to: '/speedtest' },
  noticeBoard: { kind: 'path', to: '/notices' },
  help: { kind: 'path', to: '/help' },
  // The member centre's deposit page (the intent asks a visitor to log in first).
  recharge: { kind: 'intent', intent: 'memberCentre' },
  acmc: null,
  zalo: null,
  feedback: { kind: 'intent', intent: 'feedback' },
};

/** Schemes another site or app may be reached by from the bar; anything else (javascript:...) is dropped. */
const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'skype:', 'weixin:', 'mqq:', 'mailto:', 'tel:']);

/** A merchant's address as a target: a path of this site, or another site by an allowed scheme; else null. */
export function targetOfUrl(url: string): RightBarTarget | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return { kind: 'path', to: trimmed };
  try {
    const { protocol } = new URL(trimmed);
    return EXTERNAL_SCHEMES.has(protocol) ? { kind: 'external', href: trimmed } : null;
  } catch {
    return null;
  }
}

const isKey = (key: string): key is RightBarKey => (RIGHT_BAR_KEYS as readonly string[]).includes(key);

export interface RightBarSources {
  /** `settings.rightBar`: the merchant's entries in order, each with an optional address. */
  configured: readonly { key: string; url: string | null }[];
  /** The status call's resources (SKYPE). */
  resources: readonly { resourceType: string; url: string | null }[];
}

/**
 * The bar's entries (points-centres-lottery §2 "Other"): the merchant's, in its order, each led by its own address
 * when the setting gives one, else by its default; unknown keys, repeats and entries with nowhere to go are left out.
 * Feedback comes last, always (the feedback modal opens "from the right bar", issue 11); back to top is the widget's.
 */
export function rightBarEntries({
  configured,
  resources,
}: RightBarSources): { key: RightBarKey; target: RightBarTarget }[] {
  const seen = new Set<RightBarKey>();
  const entries: { key: RightBarKey; target: RightBarTarget }[] = [];
  for (const { key, url } of [...configured, { key: 'feedback', url: null }]) {
    if (!isKey(key) || seen.has(key)) continue;
    const fallback = DEFAULT_TARGETS[key];
    const resourceUrl =
      fallback === 'resource' ? resources.find((r) => r.resourceType === key.toUpperCase())?.url : null;
    const target = url
      ? targetOfUrl(url)
      : resourceUrl
        ? targetOfUrl(resourceUrl)
        : fallback === 'resource'
          ? null
          : fallback;
    if (!target) continue;
    seen.add(key);
    entries.push({ key, target });
  }
  return entries;
}
