/** How a value is written to Web Storage (which only holds strings). */
export type StorageCodec = 'string' | 'number' | 'json';

export interface StorageKey<F extends string = string> {
  /** The property on the store. */
  field: F;
  /** The key in storage, exactly as the spec names it. */
  key: string;
  codec: StorageCodec;
}

/**
 * The session storage keys (player-site §3 "Session storage"). `merchant`, `merchantWallet` and `rebate` hold the
 * objects of getsetting / getMerchantWallet / getRebate as JSON.
 */
export const SESSION_STORAGE_KEYS = [
  { field: 'token', key: 'token', codec: 'string' },
  { field: 'isAgent', key: 'isAgent', codec: 'number' },
  { field: 'username', key: 'username', codec: 'string' },
  { field: 'account', key: 'account', codec: 'string' },
  { field: 'customerId', key: 'customerId', codec: 'string' },
  { field: 'nickname', key: 'nickname', codec: 'string' },
  { field: 'memberLabel', key: 'memberLabel', codec: 'string' },
  { field: 'merchant', key: 'merchant', codec: 'json' },
  { field: 'merchantCode', key: 'merchantCode', codec: 'string' },
  { field: 'merchantWallet', key: 'merchantWallet', codec: 'json' },
  { field: 'rebate', key: 'rebate', codec: 'json' },
  { field: 'gameRedirect', key: 'game_redirect', codec: 'string' },
] as const satisfies readonly StorageKey[];

/** The local storage keys (player-site §3 "Local storage"). `hisLang` is the remembered language (CN, TW...). */
export const LOCAL_STORAGE_KEYS = [
  { field: 'hisLang', key: 'hisLang', codec: 'string' },
  { field: 'merchantCode', key: 'merchantCode', codec: 'string' },
  { field: 'templates', key: 'templates', codec: 'json' },
] as const satisfies readonly StorageKey[];

/** What logout keeps (player-site §4 "clear session (keep merchant code)"). */
export const KEPT_ON_LOGOUT: ReadonlySet<SessionField> = new Set(['merchantCode']);

export type SessionField = (typeof SESSION_STORAGE_KEYS)[number]['field'];
export type LocalField = (typeof LOCAL_STORAGE_KEYS)[number]['field'];

export interface SessionValues {
  token?: string;
  /** The account kind; see `ROLE_TABLE`. */
  isAgent?: number;
  username?: string;
  account?: string;
  customerId?: string;
  nickname?: string;
  memberLabel?: string;
  merchant?: unknown;
  merchantCode?: string;
  merchantWallet?: unknown;
  rebate?: unknown;
  gameRedirect?: string;
}

export interface LocalValues {
  hisLang?: string;
  merchantCode?: string;
  templates?: unknown;
}

/** Reads one value; a value that does not decode (hand-edited storage) reads as absent. */
export function decode(codec: StorageCodec, raw: string | null): unknown {
  if (raw === null) return undefined;
  if (codec === 'string') return raw;
  if (codec === 'number') {
    const value = Number(raw);
    return raw.trim() === '' || !Number.isFinite(value) ? undefined : value;
  }
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function encode(codec: StorageCodec, value: unknown): string {
  return codec === 'json' ? JSON.stringify(value) : String(value);
}
