import { describe, expect, it } from 'vitest';
import {
  browserCookies,
  browserFingerprint,
  browserRandomUUID,
  browserStorage,
  createDocumentCookies,
  createFingerprint,
  type FingerprintEnvironment,
  formatDeviceId,
} from './device-id.browser.ts';

const UUID = (version: number) =>
  new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-${version}[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`);

/** Behaves like document.cookie: reading gives "a=1; b=2", writing adds or replaces one cookie. */
function fakeDocument(initial: string) {
  const jar = new Map(initial ? initial.split('; ').map((c) => c.split('=') as [string, string]) : []);
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(';');
      const [name, value] = (pair as string).split('=') as [string, string];
      jar.set(name, value);
    },
  };
}

const env: FingerprintEnvironment = {
  navigator: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    language: 'th-TH',
    languages: ['th-TH', 'en'],
    platform: 'Linux x86_64',
    hardwareConcurrency: 8,
    maxTouchPoints: 0,
    deviceMemory: 8,
  },
  screen: { width: 1920, height: 1080, colorDepth: 24 },
  devicePixelRatio: 1,
  timeZone: 'Asia/Bangkok',
};

describe('document cookies', () => {
  it('reads the named cookie among others and decodes it', () => {
    const cookies = createDocumentCookies(fakeDocument('a=1; deviceId=abc%20def; b=2'));
    expect(cookies.get('deviceId')).toBe('abc def');
    expect(cookies.get('missing')).toBeNull();
  });

  it('ignores fragments without a value and values that do not decode', () => {
    expect(createDocumentCookies({ cookie: 'flag; deviceId=%E0%A4%A' }).get('deviceId')).toBeNull();
    expect(createDocumentCookies({ cookie: '' }).get('deviceId')).toBeNull();
  });

  it('writes the cookie for the whole site with a max-age in seconds', () => {
    const doc = fakeDocument('');
    createDocumentCookies(doc).set('deviceId', 'a b', 365);
    expect(doc.writes).toEqual(['deviceId=a%20b; max-age=31536000; path=/; SameSite=Lax']);
    expect(createDocumentCookies(doc).get('deviceId')).toBe('a b');
  });
});

describe('fingerprint', () => {
  it('formats the SHA-256 of the traits as a 36-character version-8 UUID', async () => {
    const id = await createFingerprint(env)();
    expect(id).toHaveLength(36);
    expect(id).toMatch(UUID(8));
  });

  it('is stable for the same traits and differs when a trait differs', async () => {
    const a = await createFingerprint(env)();
    expect(await createFingerprint({ ...env })()).toBe(a);
    expect(await createFingerprint({ ...env, timeZone: 'Asia/Tokyo' })()).not.toBe(a);
    expect(await createFingerprint({})()).toMatch(UUID(8));
  });

  it('formatDeviceId needs 16 bytes and sets the version and variant bits', () => {
    expect(() => formatDeviceId(new Uint8Array(15))).toThrow(RangeError);
    expect(formatDeviceId(new Uint8Array(32).fill(0xff), 4)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(formatDeviceId(new Uint8Array(16))).toBe('00000000-0000-8000-8000-000000000000');
  });
});

describe('browser defaults', () => {
  it('finds local storage, or none when missing or when access throws', () => {
    const localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
    expect(browserStorage({ localStorage } as unknown as typeof globalThis)).toBe(localStorage);
    expect(browserStorage({} as typeof globalThis)).toBeNull();
    const throwing = Object.defineProperty({}, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(browserStorage(throwing as typeof globalThis)).toBeNull();
  });

  it('finds document.cookie only where a document exists', () => {
    const g = { document: fakeDocument('deviceId=x') } as unknown as typeof globalThis;
    expect(browserCookies(g)?.get('deviceId')).toBe('x');
    expect(browserCookies({} as typeof globalThis)).toBeNull();
  });

  it('fingerprints only in a browser window', async () => {
    expect(browserFingerprint({} as typeof globalThis)).toBeNull();
    const g = { window: {}, navigator: env.navigator, screen: env.screen, devicePixelRatio: 2 };
    const print = browserFingerprint(g as unknown as typeof globalThis);
    await expect(print?.()).resolves.toMatch(UUID(8));
  });

  it('makes random version-4 UUIDs, also where crypto.randomUUID is missing (http pages)', () => {
    expect(browserRandomUUID()).toMatch(UUID(4));
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    const a = browserRandomUUID(insecure);
    expect(a).toMatch(UUID(4));
    expect(browserRandomUUID(insecure)).not.toBe(a);
  });
});
