import { ATTRIBUTION_QUERY, ATTRIBUTION_STORAGE_KEYS } from '../accounts.constants';

/** Who brought the visitor: an agent (affiliateCode) or a friend (referralCode, `r` in links). */
export interface Attribution {
  affiliateCode?: string;
  referralCode?: string;
}

type Field = keyof Attribution;

/** The part of Web Storage this needs (tests pass a Map-backed one). */
export interface AttributionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AttributionStores {
  session: AttributionStorage | null;
  local: AttributionStorage | null;
}

const FIELDS: readonly Field[] = ['affiliateCode', 'referralCode'];
/** Codes are short identifiers; anything longer or with odd characters is not a code (a mangled link). */
const CODE_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

function clean(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return CODE_SHAPE.test(trimmed) ? trimmed : undefined;
}

/** The codes in a query (search params object of the router, or URLSearchParams read into one). */
export function attributionFromQuery(query: Readonly<Record<string, unknown>>): Attribution {
  const found: Attribution = {};
  for (const field of FIELDS) {
    for (const name of ATTRIBUTION_QUERY[field]) {
      const code = clean(query[name]);
      if (code) {
        found[field] = code;
        break;
      }
    }
  }
  return found;
}

function tryStorage(read: () => AttributionStorage): AttributionStorage | null {
  try {
    return read();
  } catch {
    // Storage can be unreachable (sandboxed frames, disabled storage): attribution then lives in the URL only.
    return null;
  }
}

export const browserAttributionStores = (): AttributionStores => ({
  session: typeof window === 'undefined' ? null : tryStorage(() => window.sessionStorage),
  local: typeof window === 'undefined' ? null : tryStorage(() => window.localStorage),
});

function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/**
 * Remembers the codes of a link in both storages (constants: ATTRIBUTION_STORAGE_KEYS) and answers the codes that
 * apply now: the link's, else this visit's, else an earlier visit's.
 */
export function rememberAttribution(fromQuery: Attribution, stores: AttributionStores): Attribution {
  const result: Attribution = {};
  for (const field of FIELDS) {
    const key = ATTRIBUTION_STORAGE_KEYS[field];
    const code = fromQuery[field];
    if (code) {
      safely(() => stores.session?.setItem(key, code));
      safely(() => stores.local?.setItem(key, code));
      result[field] = code;
      continue;
    }
    const kept = clean(safely(() => stores.session?.getItem(key))) ?? clean(safely(() => stores.local?.getItem(key)));
    if (kept) result[field] = kept;
  }
  return result;
}

/** The stored codes (for a social auto-registration started outside /register). */
export function storedAttribution(stores: AttributionStores): Attribution {
  return rememberAttribution({}, stores);
}

/** A registration used the codes: they are spent. */
export function forgetAttribution(stores: AttributionStores): void {
  for (const field of FIELDS) {
    const key = ATTRIBUTION_STORAGE_KEYS[field];
    safely(() => stores.session?.removeItem(key));
    safely(() => stores.local?.removeItem(key));
  }
}

/** Drops one code (an affiliate code the server refused, so it is not sent again). */
export function forgetCode(field: Field, stores: AttributionStores): void {
  const key = ATTRIBUTION_STORAGE_KEYS[field];
  safely(() => stores.session?.removeItem(key));
  safely(() => stores.local?.removeItem(key));
}
