/** Local-storage access the device id needs (a `Storage` fits). */
export type DeviceIdStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Cookie access the device id needs; `createDocumentCookies(document)` is the browser one. */
export interface DeviceIdCookies {
  get(name: string): string | null | undefined;
  set(name: string, value: string, maxAgeDays: number): void;
}

/**
 * Where `resolveDeviceId` looks, in this order. Leave a source out (or `undefined`) for the real default; pass `null`
 * to skip it.
 */
export interface DeviceIdSources {
  /** @default globalThis.localStorage when present (and readable) */
  storage?: DeviceIdStorage | null;
  /** @default `document.cookie` when present */
  cookies?: DeviceIdCookies | null;
  /** @default SHA-256 of stable browser traits formatted as a 36-character id; none outside a browser */
  fingerprint?: (() => Promise<string>) | null;
  /** @default crypto.randomUUID (a getRandomValues version-4 UUID where randomUUID is missing) */
  randomUUID?: () => string;
  /** Local-storage key and cookie name. @default 'deviceId' */
  storageKey?: string;
}
