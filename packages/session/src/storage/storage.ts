/** The part of the Web Storage API the session needs; `window.sessionStorage`/`localStorage` fit it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage kept in memory: for Node, tests, and browsers where Web Storage is blocked. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * Wraps a storage so that a write that throws (quota exceeded, Safari's private mode) does not break the app: the
 * in-memory store still holds the value for this page's life.
 */
function tolerant(storage: KeyValueStorage): KeyValueStorage {
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Keep going without persistence.
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to remove from a storage we cannot reach.
      }
    },
  };
}

/**
 * `window.sessionStorage` or `window.localStorage` when there is a window and the storage can be reached (reading the
 * property throws in sandboxed frames and with storage disabled), otherwise a memory storage.
 */
export function defaultStorage(kind: 'session' | 'local'): KeyValueStorage {
  try {
    if (typeof window !== 'undefined') {
      const storage = kind === 'session' ? window.sessionStorage : window.localStorage;
      if (storage) return tolerant(storage);
    }
  } catch {
    // Fall through to memory.
  }
  return createMemoryStorage();
}
