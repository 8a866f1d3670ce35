/**
 * The 36-character device id sent as `loginDeviceId` (player-site.md §3, §7; points-centres-lottery.md §4, §5, §9):
 * local storage, then cookie, then fingerprint, then random. A stored value counts only at 36 characters, else it
 * is cleared; a failing fingerprint falls back to random. The chosen id is written back to storage and cookie.
 */
import { DEVICE_ID_CONSTANTS, DEVICE_ID_LENGTH } from './crypto.constants.ts';
import { CryptoError } from './crypto.errors.ts';
import { browserCookies, browserFingerprint, browserRandomUUID, browserStorage } from './device-id.browser.ts';
import type { DeviceIdSources } from './device-id.types.ts';

export function isValidDeviceId(value: unknown): value is string {
  return typeof value === 'string' && value.length === DEVICE_ID_LENGTH;
}

/** The one place defaults are merged: `undefined` means the real browser source, `null` means none. */
function withDefaults(sources: DeviceIdSources) {
  return {
    storage: sources.storage === undefined ? browserStorage() : sources.storage,
    cookies: sources.cookies === undefined ? browserCookies() : sources.cookies,
    fingerprint: sources.fingerprint === undefined ? browserFingerprint() : sources.fingerprint,
    randomUUID: sources.randomUUID ?? browserRandomUUID,
    storageKey: sources.storageKey ?? DEVICE_ID_CONSTANTS.storageKey,
  };
}

// Storage and cookies can throw (quota, SecurityError in sandboxed frames); a source that throws counts as empty.
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * Resolves the device id from the sources in order and stores it back. Call once at start-up and keep the result:
 * two concurrent first calls on a fresh device could each pick a different random id.
 */
export async function resolveDeviceId(sources: DeviceIdSources = {}): Promise<string> {
  const { storage, cookies, fingerprint, randomUUID, storageKey } = withDefaults(sources);

  const stored = storage ? attempt(() => storage.getItem(storageKey)) : undefined;
  if (stored != null && !isValidDeviceId(stored)) attempt(() => storage?.removeItem(storageKey));
  const fromCookie = cookies ? attempt(() => cookies.get(storageKey)) : undefined;

  let id: string | undefined;
  if (isValidDeviceId(stored)) id = stored;
  else if (isValidDeviceId(fromCookie)) id = fromCookie;
  else if (fingerprint) {
    const printed = await fingerprint().catch(() => undefined);
    if (isValidDeviceId(printed)) id = printed;
  }
  if (id === undefined) {
    id = randomUUID();
    if (!isValidDeviceId(id)) throw new CryptoError(`randomUUID returned ${String(id)}, not a 36-character id`);
  }

  const chosen = id;
  if (storage && stored !== chosen) attempt(() => storage.setItem(storageKey, chosen));
  if (cookies && fromCookie !== chosen) {
    attempt(() => cookies.set(storageKey, chosen, DEVICE_ID_CONSTANTS.cookieMaxAgeDays));
  }
  return chosen;
}
