/**
 * The client's times and fixed names, in one table each (NOTES.md: "keep each in one constants table per package,
 * named after its meaning").
 */
export const API_CLIENT_TIMES = {
  /** Every call gives up after this long without a response (points-centres-lottery §9 "request timeout 20000 ms"). */
  requestTimeoutMs: 20_000,
  /** Domain probes (§9 "ping timeout 10000 ms"); @platform/speed-test applies it, this names it for the README. */
  pingTimeoutMs: 10_000,
  /** Backoff before the first retry of an idempotent GET; each later retry waits twice as long. */
  retryBaseDelayMs: 300,
  /** No retry waits longer than this. */
  retryMaxDelayMs: 3_000,
} as const;

/** Retries of idempotent GETs after the first attempt. */
export const RETRY_LIMIT = 2;

/** Gateway answers worth another attempt of an idempotent GET (502 Bad Gateway, 503 Unavailable, 504 Timeout). */
export const RETRY_STATUS_CODES: readonly number[] = [502, 503, 504];

/** The platform's request headers (ARCHITECTURE.md "Wire format"; player-site §7). */
export const HEADERS = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
  loginDeviceId: 'loginDeviceId',
  encryption: 'Encryption',
  contentType: 'Content-Type',
  accept: 'Accept',
} as const;

export const CONTENT_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded;charset=UTF-8',
} as const;

/**
 * The i18n keys (@platform/i18n) of the messages the client itself reports through `onMessage`, with the English text
 * a product without the catalogues can show as it is.
 */
export const MESSAGE_KEYS = {
  timeout: { key: 'timeout_retry_please', text: 'The request timed out. Please try again.' },
  network: { key: 'errors.network', text: 'Network error. Please check your connection and try again.' },
  sessionEnded: { key: 'errors.sessionExpired', text: 'Your session has expired. Please log in again.' },
  unknown: { key: 'errors.unknown', text: 'The system is busy. Please try again later.' },
} as const;

/** Query parameters that carry a visitor's attribution across a reload on another domain (player-site §2 /register). */
export const ATTRIBUTION_PARAMS: readonly string[] = ['affiliateCode', 'referralCode', 'r'];

/** The endpoint that hands out the merchant's public key for sensitive posts. */
export const PUBLIC_KEY_ENDPOINT = { group: 'system', name: 'publicKey' } as const;

/** The server's answer that the encrypted body could not be decrypted: the key may have rotated. */
export const KEY_ROTATION_CODE = 'request.encryption.invalid';
