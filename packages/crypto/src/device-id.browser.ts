/**
 * The real sources behind `resolveDeviceId`'s defaults: local storage, `document.cookie`, a fingerprint of stable
 * browser traits and `crypto.randomUUID`. Each factory takes the object it reads, so tests hand in plain objects.
 * In Node (no window/document) the browser sources are simply absent.
 */
import { subtle, utf8Encoder } from './crypto.encoding.ts';
import type { DeviceIdCookies, DeviceIdStorage } from './device-id.types.ts';

const SECONDS_PER_DAY = 86_400;

/** The globals the browser sources read; a parameter so tests pass a plain object instead of patching globals. */
type Globals = typeof globalThis;

/** `localStorage`, or null where it is missing or access throws (sandboxed iframes, some private modes). */
export function browserStorage(g: Globals = globalThis): DeviceIdStorage | null {
  try {
    return g.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Cookie access over anything with a `cookie` string property, i.e. `document`. */
export function createDocumentCookies(doc: { cookie: string }): DeviceIdCookies {
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const separator = part.indexOf('=');
        if (separator < 0) continue;
        if (part.slice(0, separator).trim() === name) {
          try {
            return decodeURIComponent(part.slice(separator + 1).trim());
          } catch {
            return null;
          }
        }
      }
      return null;
    },
    set(name, value, maxAgeDays) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeDays * SECONDS_PER_DAY}; path=/; SameSite=Lax`;
    },
  };
}

export function browserCookies(g: Globals = globalThis): DeviceIdCookies | null {
  const doc = (g as { document?: { cookie?: unknown } }).document;
  return doc && typeof doc.cookie === 'string' ? createDocumentCookies(doc as { cookie: string }) : null;
}

/**
 * Formats the first 16 bytes as an RFC 9562 UUID (8-4-4-4-12, 36 characters): version 8 ("custom") for fingerprints,
 * version 4 for random ids.
 */
export function formatDeviceId(bytes: Uint8Array, version: 4 | 8 = 8): string {
  if (bytes.length < 16) throw new RangeError('a device id needs 16 bytes');
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = ((b[6] as number) & 0x0f) | (version << 4);
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the fingerprint reads; `navigator`, `screen` and the time zone of a browser. */
export interface FingerprintEnvironment {
  navigator?: Partial<
    Pick<Navigator, 'userAgent' | 'language' | 'languages' | 'platform' | 'hardwareConcurrency' | 'maxTouchPoints'>
  > & { deviceMemory?: number };
  screen?: Partial<Pick<Screen, 'width' | 'height' | 'colorDepth'>>;
  devicePixelRatio?: number;
  timeZone?: string;
}

/**
 * A fingerprint: SHA-256 over traits that stay the same across visits (not the time-zone offset, which moves with
 * daylight saving, nor the window size), formatted as a 36-character id. Devices with identical traits share it,
 * which is why it comes after storage and cookie.
 */
export function createFingerprint(env: FingerprintEnvironment): () => Promise<string> {
  return async () => {
    const n = env.navigator ?? {};
    const traits = [
      n.userAgent,
      n.language,
      n.languages?.join(','),
      n.platform,
      n.hardwareConcurrency,
      n.deviceMemory,
      n.maxTouchPoints,
      env.screen?.width,
      env.screen?.height,
      env.screen?.colorDepth,
      env.devicePixelRatio,
      env.timeZone,
    ];
    const digest = await subtle().digest('SHA-256', utf8Encoder.encode(JSON.stringify(traits)));
    return formatDeviceId(new Uint8Array(digest));
  };
}

export function browserFingerprint(g: Globals = globalThis): (() => Promise<string>) | null {
  const w = g as { window?: unknown; navigator?: FingerprintEnvironment['navigator'] } & {
    screen?: FingerprintEnvironment['screen'];
    devicePixelRatio?: number;
  };
  if (typeof w.window === 'undefined' || typeof w.navigator === 'undefined') return null;
  return createFingerprint({
    navigator: w.navigator,
    screen: w.screen,
    devicePixelRatio: w.devicePixelRatio,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}

/** `crypto.randomUUID`, or the same version-4 layout from `getRandomValues` where randomUUID is missing (http pages). */
export function browserRandomUUID(c: Crypto = globalThis.crypto): string {
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  return formatDeviceId(c.getRandomValues(new Uint8Array(16)), 4);
}
