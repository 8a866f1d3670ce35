import type { Platform } from '../app/platform';
import type { CustomerServiceWindow } from './cs.window';

export interface ChannelEntry {
  id: number;
  path: string;
  pathEncrypted: boolean;
}

/** An address a customer-service popup may be sent to: http(s) only, resolved against this site. */
export function safeChannelUrl(path: string, base: string): string | null {
  try {
    const url = new URL(path, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Loads a vendor's customer-service scripts (points-centres-lottery §7 "customer service script fetch
 * (value.scripts)"): an address (http or https, nothing else on the line) becomes a `<script src>`, anything else the
 * vendor's inline embed code. Each is added once per page (a second click does not load the vendor twice).
 */
export function loadCustomerServiceScripts(scripts: readonly string[], doc: Document = document): number {
  let added = 0;
  for (const [index, source] of scripts.entries()) {
    const id = `cs-script-${hashOf(source)}-${index}`;
    if (doc.getElementById(id)) continue;
    const element = doc.createElement('script');
    element.id = id;
    if (/^https?:\/\/\S+$/.test(source.trim())) {
      element.src = source.trim();
      element.async = true;
    } else {
      element.text = source;
    }
    doc.head.append(element);
    added += 1;
  }
  return added;
}

function hashOf(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

/**
 * Opens one channel in its popup (already reserved within the click): a plain path as it is; an encrypted path
 * (player-site §3 "path (may be encrypted)") through `chat.csScript`, which the server decrypts into the address and
 * the vendor's scripts. With an address the popup goes there (the scripts would only open the same window again);
 * without one (a script-only vendor) the popup closes and the scripts load in the page.
 */
export async function openChannel(
  platform: Platform,
  entry: ChannelEntry,
  popup: CustomerServiceWindow,
  base: string = window.location.href,
): Promise<void> {
  try {
    if (!entry.pathEncrypted) {
      const url = safeChannelUrl(entry.path, base);
      if (!url) throw new Error('customer-service address refused');
      popup.go(url);
      return;
    }
    const opened = await platform.api.chat.csScript({ id: entry.id }, { quiet: true });
    const url = opened.url ? safeChannelUrl(opened.url, base) : null;
    if (url) {
      popup.go(url);
      return;
    }
    popup.close();
    if (opened.scripts.length === 0) throw new Error('customer-service entry has neither address nor scripts');
    loadCustomerServiceScripts(opened.scripts);
  } catch (error) {
    popup.close();
    throw error;
  }
}
